import { describe, expect, it } from 'vitest';
import type { PsdImportFinishedEvent } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { artworkImportPSD } from './artwork-import-psd';

const user = (id: string, roles = ['Seller']): UserContext => ({ id, email: `${id}@x.test`, roles, isSuperAdmin: false, siteId: null });
const event: PsdImportFinishedEvent = { token: 't-1', userId: 'u-1', artworkId: 'a-1', error: null, unmatchedFonts: ['ArialMT'] };

describe('artworkImportPSD', () => {
  it('reaches only the importer, for the token they follow', () => {
    expect(artworkImportPSD.accept(user('u-1'), event, { token: 't-1' })).toBe(true);
    expect(artworkImportPSD.accept(user('u-1'), event, { token: 't-2' })).toBe(false);
    // Not even an administrator hears someone else's import.
    expect(artworkImportPSD.accept(user('u-2', ['Administrator']), event, { token: 't-1' })).toBe(false);
  });

  it('carries the new artwork id or the error', () => {
    const envelope = { id: 'e', type: 'x', occurredAt: '', key: 't-1', version: 1, data: event };
    expect(artworkImportPSD.toPayload(envelope)).toEqual({ token: 't-1', id: 'a-1', error: null, unmatchedFonts: ['ArialMT'] });
  });
});
