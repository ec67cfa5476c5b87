import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout, FullScreenLayout } from './layouts/app-layout';
import { SessionExpiryRedirect } from './session-expiry-redirect';

// Every route of both spec documents (P§2, S§2). Each page is its own lazy chunk: the first load
// carries only the shell, and the service worker precaches the chunks for offline use.
// Declarative routes rather than a data router: we load data with React Query, and the data router
// alone would add ~17 KB gzip to the first load (DESIGN: ≤ 120 KB for `/`).

/** A route module exports its page as `Component`. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Home = page(() => import('./routes/home'));
const Auth = page(() => import('./routes/auth'));
const ParentGate = page(() => import('./routes/parent-gate'));
const ConsentManagement = page(() => import('./routes/consent-management'));
const Settings = page(() => import('./routes/settings'));
const Onboarding = page(() => import('./routes/onboarding'));
const OnboardingCreateProfile = page(() => import('./routes/onboarding-create-profile'));
const ChildProfileNew = page(() => import('./routes/child-profile-new'));
const ChildProfileEdit = page(() => import('./routes/child-profile-edit'));
const ChildProfileDetail = page(() => import('./routes/child-profile-detail'));
const ActiveChildProfile = page(() => import('./routes/child-profile-active'));
const Progress = page(() => import('./routes/progress'));
const Search = page(() => import('./routes/search'));
const CreateStory = page(() => import('./routes/create-story'));
const Library = page(() => import('./routes/library'));
const Categories = page(() => import('./routes/categories'));
const Category = page(() => import('./routes/category'));
const MyStories = page(() => import('./routes/my-stories'));
const StoryDetail = page(() => import('./routes/story-detail'));
const Generating = page(() => import('./routes/generating'));
const Player = page(() => import('./routes/player'));
const Help = page(() => import('./routes/help'));
const Subscription = page(() => import('./routes/subscription'));
const ThankYou = page(() => import('./routes/thank-you'));
const Terms = page(() => import('./routes/terms'));
const Privacy = page(() => import('./routes/privacy'));
const NotFound = page(() => import('./routes/not-found'));
// P§2: routes that need parent mode sit behind this guard (lazy: the first load carries none of it).
const RequireParentMode = lazy(() =>
  import('./require-parent-mode').then((module) => ({ default: module.RequireParentMode })),
);

export function AppRoutes() {
  return (
    <>
      <SessionExpiryRedirect />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          {/* Grown-up actions: changing a kid profile sits behind the gate like Settings (P§6). */}
          <Route element={<RequireParentMode />}>
            <Route path="consent-management" element={<ConsentManagement />} />
            <Route path="settings" element={<Settings />} />
            <Route path="child-profile/new" element={<ChildProfileNew />} />
            <Route path="child-profile/:childId/edit" element={<ChildProfileEdit />} />
          </Route>
          <Route path="child-profile/active" element={<ActiveChildProfile />} />
          <Route path="child-profile/:childId" element={<ChildProfileDetail />} />
          <Route path="progress" element={<Progress />} />
          <Route path="search" element={<Search />} />
          <Route path="create-story" element={<CreateStory />} />
          <Route path="library" element={<Library />} />
          <Route path="categories" element={<Categories />} />
          <Route path="categories/:categoryId" element={<Category />} />
          <Route path="my-stories" element={<MyStories />} />
          <Route path="story/:storyId" element={<StoryDetail />} />
          <Route path="help" element={<Help />} />
          <Route path="subscription" element={<Subscription />} />
          <Route path="thank-you" element={<ThankYou />} />
          <Route path="terms" element={<Terms />} />
          <Route path="privacy" element={<Privacy />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        {/* Full-screen routes: no bottom navigation. */}
        <Route element={<FullScreenLayout />}>
          <Route path="auth" element={<Auth />} />
          <Route path="parent-gate" element={<ParentGate />} />
          <Route path="onboarding" element={<Onboarding />} />
          <Route path="onboarding/create-profile" element={<OnboardingCreateProfile />} />
          {/* S§2: without a story id the page sends the parent to /create-story. */}
          <Route path="generating" element={<Generating />} />
          <Route path="generating/:storyId" element={<Generating />} />
          {/* S§2: the story detail links here for stories still generating; same screen as /generating. */}
          <Route path="story-generating/:storyId" element={<Generating />} />
          <Route path="player" element={<Player />} />
        </Route>
      </Routes>
    </>
  );
}
