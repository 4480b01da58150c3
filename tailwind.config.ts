import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // The fixed star colour (docs/architecture.md §4); used only on dark-enough outlines to keep contrast.
        star: '#f8e825',
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          600: '#2451c7',
          700: '#1d41a3',
          800: '#1b3a86',
          900: '#172554',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
