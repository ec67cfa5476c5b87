import type { ProgressRecord } from '@/contract/progress';
import type { Child } from '@/contract/child';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { saveTokens } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json, type RecordedCall } from '../../lib/api/fake-server';

export const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

export async function signInAna(): Promise<void> {
  await saveTokens({ accessToken: accessTokenFor(900), refreshToken: 'refresh-1' });
  localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
  useSessionStore.setState({ status: 'authenticated', user: ana });
}

let counter = 0;

export function child(name: string, overrides: Partial<Child> = {}): Child {
  counter += 1;
  return {
    id: `c0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    parentId: ana.id,
    name,
    age: 6,
    avatar: '🦊',
    interests: '',
    age_group: '6-8',
    preferences: {
      favoriteThemes: ['adventure', 'animals'],
      preferredDuration: 10,
      soundEffectsEnabled: true,
      autoplayNext: true,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const notFound = () => json(404, { message: 'Child not found', code: 'NOT_FOUND' });

/** A stand-in for the kid profiles API (one page holds them all), recording every call. */
export function fakeChildrenApi(initial: Child[] = [], progress: ProgressRecord[] = []) {
  const children = [...initial];
  const byId = (call: RecordedCall) => call.path.split('/').pop() ?? '';
  const routes: Record<string, (call: RecordedCall) => Response> = {
    'GET /users/me': () => json(200, { data: ana }),
    // A profile's page reads the listening history (`progress`, which a test may add to).
    [`GET /progress/user/${ana.id}`]: () => json(200, { data: { items: progress, nextCursor: null } }),
    [`GET /children/parent/${ana.id}`]: () => json(200, { data: { items: children, nextCursor: null } }),
    [`POST /children/parent/${ana.id}`]: (call) => {
      const body = call.body as Pick<Child, 'name' | 'age' | 'avatar'> & Partial<Child>;
      const created = child(body.name, {
        age: body.age,
        avatar: body.avatar,
        interests: body.interests ?? '',
        ...(body.preferences && { preferences: body.preferences }),
      });
      children.push(created);
      return json(201, { data: created });
    },
  };
  const server = fakeServer(
    new Proxy(routes, {
      get(target, key: string) {
        if (key in target) return target[key];
        const match = /^(GET|PATCH|DELETE) \/children\/([^/]+)$/.exec(key);
        if (!match) return undefined;
        return (call: RecordedCall) => {
          const index = children.findIndex((one) => one.id === byId(call));
          const found = children[index];
          if (!found) return notFound();
          if (match[1] === 'DELETE') {
            children.splice(index, 1);
            return new Response(null, { status: 204 });
          }
          if (match[1] === 'PATCH') {
            Object.assign(found, call.body);
          }
          return json(200, { data: found });
        };
      },
    }),
  );
  return { ...server, children };
}
