import type { TreeKind, TreeSearchReply } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import type { TreeSource } from './tree-source';

/**
 * A member of the viewer's subtree by exact username or member code, with the way down to them.
 * Someone outside it (or no one) answers NO_PERMISSION.
 */
export function useTreeSearch(source: TreeSource, tree: TreeKind) {
  return useMutation({
    mutationFn: (keyword: string) =>
      source.get<TreeSearchReply>('search', { tree, keyword: keyword.trim() }),
    meta: { silentError: true },
  });
}
