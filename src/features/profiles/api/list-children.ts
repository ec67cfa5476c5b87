import type { Child, ChildPage } from '@/contract/child';
import { KEPT_CHILDREN_STORAGE_KEY, NETWORK_ERROR_STATUS, PAGE_SIZE } from '@/contract/constants';
import { isApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/api-client';
import { collectPages } from '@/lib/api/collect-pages';

/** GET /children/parent/{parentId}?cursor&limit (P§7): one page of a parent's kid profiles. */
export function listChildrenPage(parentId: string, cursor?: string): Promise<ChildPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<ChildPage>(`/children/parent/${encodeURIComponent(parentId)}?${query.toString()}`);
}

/**
 * P§4 "All profiles are loaded for the parent": every page, following the cursors. The list is kept on
 * the device, and offline (no answer at all) the kept list stands in, so that a child listening in the
 * car is still the one whose progress is saved (issue 12). Sign-out forgets it.
 */
export async function listAllChildren(parentId: string): Promise<Child[]> {
  try {
    const children = await collectPages((cursor) => listChildrenPage(parentId, cursor));
    keepChildren(parentId, children);
    return children;
  } catch (error) {
    const kept = isApiError(error) && error.status === NETWORK_ERROR_STATUS ? keptChildren(parentId) : null;
    if (kept) return kept;
    throw error;
  }
}

function keepChildren(parentId: string, children: Child[]): void {
  try {
    localStorage.setItem(KEPT_CHILDREN_STORAGE_KEY, JSON.stringify({ parentId, children }));
  } catch {
    // Not kept: offline, the profiles wait for the network.
  }
}

function keptChildren(parentId: string): Child[] | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_CHILDREN_STORAGE_KEY) ?? 'null') as {
      parentId?: string;
      children?: Child[];
    } | null;
    return kept?.parentId === parentId && Array.isArray(kept.children) ? kept.children : null;
  } catch {
    return null;
  }
}
