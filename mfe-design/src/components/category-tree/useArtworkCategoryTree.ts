import { useCallback, useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import { ROLES } from '@pod/contracts';
import { usePlatform, type ResultOf } from '@pod/platform';
import { liveEventOf, type CategoryLiveEvent, type CategoryTreeNode } from './model';
import { ARTWORK_CATEGORIES_QUERY, ARTWORK_CATEGORY_SUBSCRIPTION, type ArtworkCategoryNode } from './queries';

/** Maps the artwork categories of the query onto the panel's generic nodes. */
export function artworkTreeNodes(nodes: readonly ArtworkCategoryNode[]): CategoryTreeNode[] {
  return nodes.map((n) => ({
    id: n.id,
    parentID: n.parentID,
    title: n.title,
    count: n.numberOfArtworks,
    strongDeleteConfirm: n.strongDeleteConfirm,
    ...(n.children?.length ? { children: artworkTreeNodes(n.children) } : {}),
  }));
}

// Updates are dropped here as the cliparts page drops them: the panel ignores them (spec 002 §4).
const collectLive = (events: CategoryLiveEvent[] = [], data: ResultOf<typeof ARTWORK_CATEGORY_SUBSCRIPTION>) => {
  const { action, category } = data.artworkCategorySubscription;
  const event = liveEventOf(action, category, category.numberOfArtworks);
  return event ? [...events, event] : events;
};

/**
 * The artwork category tree for the panel: the viewer's tree (a Seller their own; the server
 * scopes it too) with counts and the 'All Categories' total, plus the live changes heard since.
 */
export function useArtworkCategoryTree() {
  const { user } = usePlatform();
  const isSeller = !!user?.roles.includes(ROLES.Seller) && !user.is_supper_admin;
  const owner = isSeller ? user?.id : undefined;
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ARTWORK_CATEGORIES_QUERY, variables: { userID: owner } });
  const [live] = useSubscription({ query: ARTWORK_CATEGORY_SUBSCRIPTION, variables: { userId: owner } }, collectLive);
  const nodes = useMemo(() => artworkTreeNodes(data?.artworkCategories.hits ?? []), [data]);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    nodes,
    totalCount: data?.artworkCategories.numberOfArtworks ?? 0,
    liveEvents: live.data ?? NO_EVENTS,
    loading: fetching,
    error,
    refresh,
  };
}

const NO_EVENTS: CategoryLiveEvent[] = [];
