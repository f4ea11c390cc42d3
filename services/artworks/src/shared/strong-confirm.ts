import { badInput } from '@pod/service-kit';

/** Not given by the spec: the refusal of a delete whose `confirmTitle` is missing or differs. */
export const STRONG_CONFIRM_MESSAGE = 'Please type the exact title to confirm the delete';

/**
 * Spec 002 §2.5, §2.6, §6: deleting an artwork, clipart or (artwork/clipart) category owned by
 * one specially configured user (`STRONG_CONFIRM_OWNER_ID`) needs a stronger confirmation: the
 * exact title, letter for letter. The UI asks for it (`StrongDeleteConfirm` of @pod/platform);
 * this is the same rule on the server, so no client can skip it. One instance per service,
 * `ctx.services.strongConfirm`.
 */
export class StrongConfirm {
  /** `ownerId`: the configured user id; empty or null turns the rule off. */
  constructor(private readonly ownerId: string | null) {}

  /** True when deleting something owned by `ownerUserId` needs the typed title (the `strongDeleteConfirm` fields). */
  required(ownerUserId: string): boolean {
    return !!this.ownerId && ownerUserId === this.ownerId;
  }

  /**
   * Refuses (BAD_USER_INPUT, field `confirmTitle`) the delete of an item of the configured owner
   * unless `confirmTitle` is exactly its title; anyone else's item needs nothing.
   */
  assert(item: { title: string; ownerUserId: string }, confirmTitle: string | null | undefined): void {
    if (!this.required(item.ownerUserId)) return;
    if (confirmTitle !== item.title) throw badInput(STRONG_CONFIRM_MESSAGE, 'confirmTitle');
  }
}
