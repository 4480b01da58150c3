import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressLineFields } from './address-line-fields.tsx';

describe('AddressLineFields', () => {
  it('when drawn, then the three lines are required, filled in and limited as the API limits them', () => {
    render(
      <AddressLineFields
        values={{ address: '1 Main Street', city: 'Springfield', postalCode: '12345' }}
        errorFor={() => undefined}
      />,
    );
    const lines: [string, string, string, string, string][] = [
      ['Address', 'address', '1 Main Street', 'street-address', '200'],
      ['City', 'city', 'Springfield', 'address-level2', '200'],
      ['Postal Code', 'postalCode', '12345', 'postal-code', '20'],
    ];
    for (const [label, name, value, autoComplete, maxLength] of lines) {
      const input = screen.getByLabelText(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      expect(input).toHaveAttribute('maxlength', maxLength);
    }
  });

  it('when a line was refused, then its reason describes that line alone', () => {
    render(
      <AddressLineFields
        values={undefined}
        errorFor={(line) => (line === 'city' ? 'City is too long' : undefined)}
      />,
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is too long');
    expect(screen.getByLabelText('City')).toBeInvalid();
    expect(screen.getByLabelText('Address')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Postal Code')).toHaveValue('');
  });

  it('when a line is left, then the form hears of it', () => {
    const onBlur = vi.fn();
    render(<AddressLineFields values={undefined} errorFor={() => undefined} onBlur={onBlur} />);
    fireEvent.blur(screen.getByLabelText('Postal Code'));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
