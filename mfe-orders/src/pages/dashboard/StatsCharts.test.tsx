// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithUi } from '@pod/platform/testing';
import { StatsCharts } from './StatsCharts';
import type { DashboardStats } from './queries';

afterEach(cleanup);

describe('StatsCharts', () => {
  it('labels its order figure as orders sold and says which statuses it leaves out', { timeout: 60_000 }, () => {
    const stats = { agg_by: 'day', revenue: 767.6, profit: 300, orders: 33, periods: [], top_products: [], top_product_types: [] } as unknown as DashboardStats;
    renderWithUi(<StatsCharts stats={stats} unit="day" />);
    const figure = screen.getByText('Orders sold').closest('.ant-card')!;
    expect(figure.querySelector('.ant-statistic-content-value')!.textContent).toBe('33');
    expect(screen.getByTestId('orders-sold-caption').textContent).toBe('Excludes Cancelled, Refunded and Error orders');
  });
});
