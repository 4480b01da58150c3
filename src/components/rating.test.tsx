import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, starFills } from './rating.tsx';

describe('Rating', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.4, ['full', 'full', 'full', 'full', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('when the value is %s, then the stars are %j', (value, fills) => {
    expect(starFills(value)).toEqual(fills);
  });

  it('when rendered with text, then it names the rating and shows the text in the default colour', () => {
    const { container } = render(<Rating value={4} text="12 reviews" />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(container.querySelector('[data-fill="full"] path')).toHaveAttribute('fill', '#f8e825');
  });
});
