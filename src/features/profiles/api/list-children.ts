import type { Child, ChildPage } from '@/contract/child';
import { PAGE_SIZE } from '@/contract/constants';
import { api } from '@/lib/api/api-client';
import { collectPages } from '@/lib/api/collect-pages';

/** GET /children/parent/{parentId}?cursor&limit (P§7): one page of a parent's kid profiles. */
export function listChildrenPage(parentId: string, cursor?: string): Promise<ChildPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<ChildPage>(`/children/parent/${encodeURIComponent(parentId)}?${query.toString()}`);
}

/** P§4 "All profiles are loaded for the parent": every page, following the cursors. */
export function listAllChildren(parentId: string): Promise<Child[]> {
  return collectPages((cursor) => listChildrenPage(parentId, cursor));
}
