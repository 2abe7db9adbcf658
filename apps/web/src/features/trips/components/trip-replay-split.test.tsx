import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { trackFixture } from '@/test/trip-track-fixture';
import { TripReplaySplit } from './trip-replay-split';

const row = (key: string) => screen.getByTestId(`trip-replay-${key}`);
const cells = (key: string) => [within(row(key)).getByRole('rowheader').textContent, within(row(key)).getByRole('cell').textContent];

describe('TripReplaySplit: the night and peak split as text (issue 27 item 4)', () => {
  it('shows the kilometres, minutes and what each window added, the base and the total', () => {
    renderWithProviders(<TripReplaySplit track={trackFixture} />);
    expect(cells('night')).toEqual(['In the night window: 3 km, 8 min', '₺29.00']);
    expect(cells('peak')).toEqual(['In peak ranges: 0 km, 0 min', '₺0.00']);
    expect(cells('outside')).toEqual(['Outside both: 2 km, 2 min', '₺21.00']);
    expect(cells('base')).toEqual(['Base fare', '₺20.00']);
    expect(cells('total')).toEqual(['Total', '₺70.00']);
    // started at 21:58, outside the window: the rule says no surcharge, even for the night's stretch
    expect(row('rule').textContent).toContain('no surcharge applies');
    expect(screen.queryByTestId('trip-replay-mismatch')).toBeNull();
    expect(within(screen.getByTestId('trip-replay-stretches')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'From 21:58, outside both: 2 km, 2 min, ₺21.00',
      'From 22:00, night window: 3 km, 8 min, ₺29.00',
    ]);
  });

  it('says the surcharge applies to the whole trip when it started in the window, and warns when the rates changed since', () => {
    const fare = { ...trackFixture.fare!, night: true, surchargePercent: 25, storedFare: 6_500 };
    renderWithProviders(<TripReplaySplit track={{ ...trackFixture, fare }} />);
    expect(row('rule').textContent).toBe(
      'The trip started in the night window, so the 25% surcharge applies to the whole trip and is included in every line above. The marks show when each stretch was driven.',
    );
    expect(row('mismatch').textContent).toContain("Today's rates give ₺70.00, but ₺65.00 was charged");
  });

  it('has no split until the trip is completed', () => {
    renderWithProviders(<TripReplaySplit track={{ ...trackFixture, legs: [], fare: null }} />);
    expect(screen.getByTestId('trip-replay-pending').textContent).toBe('The split is worked out when the trip is completed.');
    expect(screen.queryByTestId('trip-replay-night')).toBeNull();
  });
});
