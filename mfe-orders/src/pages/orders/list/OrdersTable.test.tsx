// @vitest-environment jsdom
import '@pod/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@pod/platform';
import { OrdersTable } from './OrdersTable';
import type { OrderListRow } from './queries';

afterEach(cleanup);

function row(over: Partial<OrderListRow>): OrderListRow {
  return {
    id: 'o-1',
    origin_id: '1001',
    name: '#1001',
    title: 'Classic Tee',
    sku: 'TEE',
    status: 'pending_review',
    paused: false,
    paused_from: null,
    paid: false,
    design_status: ['Completed'],
    created_at: '2026-11-01T10:00:00Z',
    quantity: 1,
    price: 20,
    base_cost: 8,
    currency: 'USD',
    site_id: 'site-1',
    customer: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
    site: { id: 'site-1', title: 'Demo Woo', type: 'woocommerce' },
    product: null,
    variant: null,
    carrier: null,
    product_type: null,
    ...over,
  } as OrderListRow;
}

function renderTable(rows: OrderListRow[]) {
  return render(
    <PlatformProvider gatewayUrl="http://127.0.0.1:9/graphql">
      <MemoryRouter>
        <OrdersTable rows={rows} total={rows.length} page={1} loading={false} emptyText="none" onPage={() => {}} onChanged={() => {}} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('OrdersTable', () => {
  // The first antd Table render in jsdom takes seconds on a loaded machine.
  it('shows each status with the label and colour of the contracts table, not the raw key', { timeout: 60_000 }, () => {
    renderTable([row({ id: 'a', status: 'pending_review' }), row({ id: 'b', status: 'in_production' }), row({ id: 'c', status: 'sup_rejected' })]);
    const tags = screen.getAllByTestId('order-status');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Pending Review', 'In Production', 'Supplier Rejected']);
    expect(tags[0]!.className).toContain('orange');
    expect(tags[1]!.className).toContain('blue');
    expect(tags[2]!.className).toContain('red');
  });

  it('keeps a 921,600-character first name to one ellipsised line, the whole name in its title', { timeout: 60_000 }, () => {
    const first = 'x'.repeat(921_600);
    renderTable([row({ customer: { first_name: first, last_name: 'Lee', email: 'ann@example.com' } })]);
    const cell = screen.getByTestId('order-customer');
    expect(cell.getAttribute('title')).toBe(`${first} Lee`);
    expect(cell.style.whiteSpace).toBe('nowrap');
    expect(cell.style.textOverflow).toBe('ellipsis');
    expect(cell.style.maxWidth).not.toBe('');
    // every text cell of the row is one line: nothing in the row wraps
    const tableRow = cell.closest('tr')!;
    for (const text of within(tableRow).getAllByTitle(/.+/)) expect(text.style.whiteSpace).toBe('nowrap');
  });
});
