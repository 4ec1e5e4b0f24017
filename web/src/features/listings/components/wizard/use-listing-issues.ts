import { useEffect, useState } from 'react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { draftOf } from './form-values';

export interface ListingIssue {
  /** A field of the listing, or 'photos'. */
  path: string;
  message: string;
}

/** The shared schema's module, fetched beside the page (with zod) the first time it is needed. */
let schemaModule: Promise<typeof import('@espasyo/domain/listings/schema')> | undefined;
export const loadListingSchema = () => (schemaModule ??= import('@espasyo/domain/listings/schema'));

/** What the listing lacks before review, by the shared rules (missingForReview) plus one photo. */
export async function listingIssues(listing: HostListing): Promise<ListingIssue[]> {
  const { missingForReview } = await loadListingSchema();
  const issues: ListingIssue[] = missingForReview(draftOf(listing));
  if (listing.photos.length === 0) issues.push({ path: 'photos', message: listingMessages.photos.required });
  return issues;
}

/** The listing's issues, recomputed as it changes; null until the rules have loaded (or with no listing). */
export function useListingIssues(listing: HostListing | null): ListingIssue[] | null {
  const [issues, setIssues] = useState<ListingIssue[] | null>(null);
  useEffect(() => {
    let live = true;
    if (listing) void listingIssues(listing).then((found) => live && setIssues(found));
    return () => {
      live = false;
    };
  }, [listing]);
  return issues;
}
