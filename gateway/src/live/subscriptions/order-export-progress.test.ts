import { describe, expect, it } from 'vitest';
import type { OrderExportChangedEvent } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { orderExportProgress } from './order-export-progress';

const user = (id: string, roles: string[], isSuperAdmin = false): UserContext => ({ id, email: `${id}@x.test`, roles, isSuperAdmin, siteId: null });
const event: OrderExportChangedEvent = { exportId: 'x-1', authorId: 'u-1', status: 'running', progress: 500, total: 1200, fileId: null, error: null };

describe('orderExportProgress', () => {
  it("reaches the export's author, for the export they follow", () => {
    expect(orderExportProgress.accept(user('u-1', ['Supplier']), event, { id: 'x-1' })).toBe(true);
    expect(orderExportProgress.accept(user('u-1', ['Seller']), event, { id: 'x-1' })).toBe(true);
    expect(orderExportProgress.accept(user('u-1', ['Supplier']), event, { id: 'x-2' })).toBe(false);
  });

  it('reaches Administrators (and super admins) for any export, nobody else', () => {
    expect(orderExportProgress.accept(user('a-1', ['Administrator']), event, { id: 'x-1' })).toBe(true);
    expect(orderExportProgress.accept(user('s-1', [], true), event, { id: 'x-1' })).toBe(true);
    // Another exporter, a Supporter (who exports too) and a role without exports hear nothing of it.
    expect(orderExportProgress.accept(user('u-2', ['Supplier']), event, { id: 'x-1' })).toBe(false);
    expect(orderExportProgress.accept(user('u-3', ['Supporter']), event, { id: 'x-1' })).toBe(false);
    expect(orderExportProgress.accept(user('u-4', ['Listing']), event, { id: 'x-1' })).toBe(false);
  });

  it('stops reaching an author whose roles no longer export', () => {
    expect(orderExportProgress.accept(user('u-1', ['Listing']), event, { id: 'x-1' })).toBe(false);
  });

  it('carries the progress, then the file or the error', () => {
    const envelope = (data: OrderExportChangedEvent) => ({ id: 'e', type: 'OrderExportChanged', occurredAt: '', key: data.exportId, version: 1, data });
    expect(orderExportProgress.toPayload(envelope(event))).toEqual({ id: 'x-1', status: 'running', progress: 500, total: 1200, file_id: null, error: null });
    expect(orderExportProgress.toPayload(envelope({ ...event, status: 'done', progress: 1200, fileId: 'f-1' }))).toMatchObject({ status: 'done', file_id: 'f-1' });
    expect(orderExportProgress.toPayload(envelope({ ...event, status: 'failed', error: 'The export failed' }))).toMatchObject({ status: 'failed', error: 'The export failed' });
  });
});
