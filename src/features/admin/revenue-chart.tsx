import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Dashboard } from '../../contract/dashboard.ts';
import { formatPrice } from '../../contract/money.ts';

/**
 * Revenue (bars, left axis) and paid orders (line, right axis) per UTC day. Only the dashboard
 * route imports this, so recharts ships in that screen's lazy chunk, never on the storefront.
 */
export function RevenueChart({ perDay }: { perDay: Dashboard['perDay'] }) {
  return (
    <div className="h-72 w-full" role="img" aria-label="Revenue and orders per day">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={perDay} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
          <YAxis yAxisId="revenue" tickFormatter={(value: number) => `$${value}`} width={64} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} />
          <Tooltip
            formatter={(value, name) => (name === 'Revenue' ? formatPrice(Number(value)) : String(value))}
          />
          <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#1d4ed8" />
          <Line yAxisId="orders" dataKey="orders" name="Orders" stroke="#0f172a" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
