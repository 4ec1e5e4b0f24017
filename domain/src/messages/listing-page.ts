/**
 * Copy for a listing's page as a renter meets it (issue 30): the photos and their full-screen
 * viewer. Our wording: the spec fixes none of it.
 */
export const listingPageMessages = {
  gallery: {
    region: (n: number) => `Photos (${n})`,
    showAll: (n: number) => `All ${n} photos`,
    /**
     * A photo's alternative text, from the listing's own words (photos carry no caption):
     * 'Covered slot near Ayala Triangle, parking in Bel-Air, Makati City: photo 2 of 5'.
     */
    photoAlt: (listing: { title: string; type: string; place: string }, index: number, count: number) =>
      `${listing.title}, ${listing.type.toLowerCase()}${listing.place ? ` in ${listing.place}` : ''}: photo ${index + 1} of ${count}`,
  },
  viewer: {
    title: (title: string) => `Photos of ${title}`,
    counter: (n: number, count: number) => `${n} of ${count}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close photos',
  },
} as const;
