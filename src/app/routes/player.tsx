import { DEFAULT_AUTOPLAY_NEXT } from '@/contract/constants';
import { useEffect, useMemo, useRef } from 'react';
import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigationType } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useSession } from '@/features/auth/hooks/use-session';
import { PlayerScreen, type PlayerView } from '@/features/player/components/player-screen';
import { readPlayerNavigation, sessionFromNavigation } from '@/features/player/navigation-state';
import { startPlayback, usePlayerStore } from '@/features/player/player-store';
import { selectParentMode, useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import '../downloads-wiring';
import { playerStoryPanels } from '../player-story-panels';

// /player (S§2). Opened with { storyId, storyTitle, chapters, chapterId, chapterCount?, coverUrl? } it
// plays that chapter for the signed-in parent and the active kid profile (the listener, P§6), unless the
// player already holds it. Opened without state it shows whatever the player holds, or points to the
// library.

export function Component() {
  const { t } = useTranslation('player');
  const location = useLocation();
  // Back/forward (POP) returns to a player that may have moved on to another chapter: keep it there.
  const returning = useNavigationType() === 'POP';
  const navigation = useMemo(() => readPlayerNavigation(location.state), [location.state]);
  const { status: sessionStatus, user } = useSession();
  // Child mode (P§4, no parent behind the gate) gets the night player (ADR 033).
  const parentMode = useParentModeStore(selectParentMode);
  const { profiles, activeProfile, isError } = useActiveProfile(user?.id);
  const player = usePlayerStore(
    useShallow(({ session, chapterId, status, position, duration, errorMessage }) => ({
      session,
      chapterId,
      status,
      position,
      duration,
      errorMessage,
    })),
  );

  // The listener is known once the kid profiles are in (a guest has none, and nothing is saved).
  const listener = useMemo(() => {
    if (user === null)
      return sessionStatus === 'loading'
        ? null
        : { userId: '', childId: null, autoplayNext: DEFAULT_AUTOPLAY_NEXT };
    if (profiles === undefined && !isError) return null;
    return {
      userId: user.id,
      childId: activeProfile?.id ?? null,
      autoplayNext: activeProfile?.preferences.autoplayNext ?? DEFAULT_AUTOPLAY_NEXT,
    };
  }, [activeProfile, isError, profiles, sessionStatus, user]);

  // Once per visit (history entry): start the chapter, unless the player already holds it.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!navigation || !listener || started.current === location.key) return;
    started.current = location.key;
    const current = usePlayerStore.getState();
    const holdsStory = current.session?.storyId === navigation.storyId && current.status !== 'idle';
    if (holdsStory && (current.chapterId === navigation.chapterId || returning)) return;
    startPlayback(sessionFromNavigation(navigation, listener, current.session), navigation.chapterId).catch(
      (error: unknown) => console.error('Player: playback could not start.', error),
    );
  }, [listener, location.key, navigation, returning]);

  const view = useMemo((): PlayerView | null => {
    const { session, chapterId } = player;
    // The player holds what was asked for: this chapter, or this story once playback could start.
    const holdsRequest =
      session !== null &&
      chapterId !== null &&
      session.storyId === navigation?.storyId &&
      (chapterId === navigation.chapterId || listener !== null || returning);
    if (navigation && !holdsRequest) {
      // Until playback starts: what the navigation brought, loading.
      const preview = sessionFromNavigation(
        navigation,
        { userId: '', childId: null, autoplayNext: DEFAULT_AUTOPLAY_NEXT },
        session,
      );
      const chapter = navigation.chapters.find((one) => one.id === navigation.chapterId);
      return {
        session: preview,
        chapterId: navigation.chapterId,
        status: 'loading',
        position: 0,
        duration: chapter?.duration ?? 0,
        errorMessage: null,
      };
    }
    if (session === null || chapterId === null) return null;
    return { ...player, session, chapterId };
  }, [listener, navigation, player, returning]);

  if (view) {
    const panels = playerStoryPanels(view.session.storyId, user?.id ?? '', view.session.childId);
    return <PlayerScreen view={view} panels={panels} childMode={!parentMode} />;
  }

  return (
    <>
      <PageHeader title={t('title')} backTo="/library" />
      <Card className="mt-4 flex flex-col items-center gap-3 py-10 text-center">
        <Headphones aria-hidden="true" className="size-10 text-accent" />
        <p className="text-xl font-semibold">{t('empty.title')}</p>
        <p className="max-w-md text-ink-muted">{t('empty.body')}</p>
        <Link to="/library" className={buttonClasses('primary', 'md')}>
          {t('empty.action')}
        </Link>
      </Card>
    </>
  );
}
