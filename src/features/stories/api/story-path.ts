/** /stories/{id}, the id encoded. */
export const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;

/** /chapters/{id}, the id encoded. */
export const chapterPath = (id: string) => `/chapters/${encodeURIComponent(id)}`;
