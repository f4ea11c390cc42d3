import { useEffect, useMemo, useState } from 'react';
import { useMutation, useSubscription } from 'urql';
import { GENERATE_MOCKUP_PRODUCT_SUBSCRIPTION, GENERATE_PRODUCT_MOCKUPS_MUTATION, type MockupProductUpdate } from '../shared/queries';
import type { ArtworkChoice } from './formRules';
import { applyMockupUpdate, isRendering, mockupRequest, type MockupImage, type MockupState } from './mockupRules';

export interface ProductMockups {
  /** The renders asked for and those that came back (failed ones included, with their log). */
  state: MockupState;
  /** Asking, or a render of the request still out: Submit waits (spec 001 §4). */
  rendering: boolean;
  /** Why the request was refused (the server's message), if it was. */
  error: string | null;
}

const toImage = (u: MockupProductUpdate): MockupImage => ({ jobId: u.jobId, mockupId: u.mockupId, image: u.image ?? null, variantIds: u.variantIds, sorting: u.sorting, log: u.log ?? null });

/**
 * The product's mockups while the form is open (spec 002 §4 "Mockup rendering for products"):
 * once every print area has an artwork — and again whenever one changes — asks
 * generateProductMockups for the product's id, and follows generateMockupProduct for it. Updates
 * are matched to the request by render id, so answers of an earlier request never count.
 * `initial` stands for the product's saved mockups until the first request is answered.
 */
export function useProductMockups(
  productId: string,
  artworks: readonly ArtworkChoice[],
  excludeMockups: readonly string[],
  initial: MockupState,
  /** false: the artworks the form opened with are already rendered (`initial`); ask only once they change. */
  renderOnOpen = true,
): ProductMockups {
  const [asked, setAsked] = useState<{ jobIds: string[]; total: number } | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, generate] = useMutation(GENERATE_PRODUCT_MOCKUPS_MUTATION);

  // Subscribed for the whole visit: every update of this product is kept, then matched to the request.
  const [live] = useSubscription(
    { query: GENERATE_MOCKUP_PRODUCT_SUBSCRIPTION, variables: { productId } },
    (heard: MockupProductUpdate[] = [], data): MockupProductUpdate[] => [...heard, data.generateMockupProduct],
  );
  const heard = live.data;

  const request = useMemo(() => mockupRequest(productId, artworks), [productId, artworks]);
  const requestKey = request ? JSON.stringify([request, excludeMockups]) : null;
  const [openedWith] = useState(requestKey);
  useEffect(() => {
    if (!request || (!renderOnOpen && requestKey === openedWith)) return;
    let current = true;
    setAsking(true);
    setError(null);
    generate({ input: request, excludeMockups: [...excludeMockups] }).then((result) => {
      if (!current) return;
      setAsking(false);
      const batch = result.data?.generateProductMockups;
      if (result.error || !batch) {
        setError(result.error?.graphQLErrors[0]?.message ?? 'The mockups could not be rendered');
        setAsked({ jobIds: [], total: 0 });
        return;
      }
      setAsked({ jobIds: batch.renders.map((r) => r.id), total: batch.total });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- requestKey stands for request and excludeMockups (new arrays with the same content must not ask again)
  }, [requestKey, generate]);

  const state = useMemo(
    () => (asked ? (heard ?? []).map(toImage).reduce(applyMockupUpdate, { ...asked, finished: [] } as MockupState) : initial),
    [asked, heard, initial],
  );
  return { state, rendering: asking || isRendering(state), error };
}
