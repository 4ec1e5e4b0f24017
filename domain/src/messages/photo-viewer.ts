/** Copy for a listing's full-screen photo viewer (issue 30). Our wording: the spec fixes none of it. */
export const photoViewerMessages = {
  title: (title: string) => `Photos of ${title}`,
  counter: (n: number, count: number) => `${n} of ${count}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close photos',
} as const;
