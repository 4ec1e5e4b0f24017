import type { BookingChecklists, Checklist } from '@espasyo/domain/contracts/handover';
import { checklistTemplate, emptyContent, type ChecklistKind } from '@espasyo/domain/handover/checklists';

const template = checklistTemplate('storage', ['electricity']);

/** A checklist as the API answers it: open, not started, unless `o` says otherwise. */
export function buildChecklist(kind: ChecklistKind, o: Partial<Checklist> = {}): Checklist {
  return {
    kind,
    status: null,
    window: { state: 'open', reason: null, opensAt: '2026-12-09T16:00:00.000Z', closesAt: '2026-12-25T16:00:00.000Z' },
    template,
    content: emptyContent(template),
    photos: [],
    signatures: [],
    deemedAt: null,
    completedAt: null,
    updatedAt: null,
    canEdit: true,
    canSign: true,
    actions: ['open'],
    ...o,
  };
}

export const checklistPhoto = (
  kind: ChecklistKind,
  area: string,
  id: string,
  uploadedBy: 'client' | 'host' = 'client',
) => ({
  id,
  area,
  url: `/api/bookings/b1/checklists/${kind === 'move_in' ? 'move-in' : 'move-out'}/photos/${id}`,
  width: 800,
  height: 600,
  uploadedBy,
  createdAt: '2026-12-10T02:00:00.000Z',
});

export function buildChecklists(o: Partial<BookingChecklists> = {}): BookingChecklists {
  return {
    bookingId: 'b1',
    listingTitle: 'Dry storage room in Makati',
    listingType: 'storage',
    clientName: 'Bea Villanueva',
    hostName: 'Maria Santos',
    viewer: 'client',
    moveIn: buildChecklist('move_in'),
    moveOut: buildChecklist('move_out', {
      window: { state: 'not_yet', reason: null, opensAt: '2026-12-20T16:00:00.000Z', closesAt: null },
      canEdit: false,
      canSign: false,
      actions: [],
    }),
    ...o,
  };
}
