import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import type { CursorPage } from '@/lib/api/collect-pages';

export type StoryPage = CursorPage<Story>;

/** S§7 GET /stories query. */
export interface StoryListParams {
  cursor?: string;
  limit?: number;
  theme?: string;
  ageGroup?: string;
  authorId?: string;
  status?: Story['status'];
  /** With `search`: the interface language, in which theme names match ("animales" finds animals). */
  language?: 'en' | 'es';
  search?: string;
  sortBy?: 'createdAt' | 'updatedAt' | 'title';
  sortOrder?: 'asc' | 'desc';
}

/** GET /stories: one page. Answers are typed from the contract, not parsed (api-client.ts). */
export function listStories(params: StoryListParams = {}): Promise<StoryPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return api.get<StoryPage>(`/stories${search ? `?${search}` : ''}`);
}
