import { idTypeLabels, type AdminVerification, type IdType, type MyVerification } from '@espasyo/domain';
import type { VerificationFileRow, VerificationRow } from './verification.repository';

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export const fileUrl = (requestId: string, kind: string) => `/api/verification/${requestId}/files/${kind}`;

/** The owner's view: the latest request that was not replaced (or none). */
export function toMyVerification(
  row: VerificationRow | undefined,
  files: VerificationFileRow[],
  idVerified: boolean,
  usualReviewMinutes: number | null,
): MyVerification {
  if (!row) {
    // Verified without a request (e.g. the first administrator): nothing to show but the outcome.
    const status = idVerified ? 'approved' : 'none';
    return {
      status,
      requestId: null,
      idType: null,
      reason: null,
      submittedAt: null,
      reviewedAt: null,
      files: [],
      usualReviewMinutes,
    };
  }
  return {
    status: row.status === 'superseded' ? 'none' : row.status,
    requestId: row.id,
    idType: row.idType as IdType,
    reason: row.status === 'rejected' ? row.reason : null,
    submittedAt: iso(row.createdAt),
    reviewedAt: iso(row.reviewedAt),
    files: files.map((f) => f.kind),
    usualReviewMinutes,
  };
}

export type RowWithUser = VerificationRow & {
  userName: string;
  userEmail: string;
  userType: string;
  userVerified: boolean;
  userCreatedAt: Date;
  userBackgroundCheckAt: Date | null;
  userBackgroundCheckReference: string | null;
};

export function toAdminVerification(row: RowWithUser, files: VerificationFileRow[]): AdminVerification {
  return {
    id: row.id,
    status: row.status,
    idType: row.idType as IdType,
    idTypeLabel: idTypeLabels[row.idType as IdType] ?? row.idType,
    reason: row.reason,
    autoApproved: row.autoApproved,
    submittedAt: iso(row.createdAt) as string,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    files: files
      .filter((f) => f.requestId === row.id)
      .map((f) => ({ kind: f.kind, mime: f.mime, size: f.size, url: fileUrl(row.id, f.kind) })),
    user: {
      id: row.userId,
      name: row.userName,
      email: row.userEmail,
      type: row.userType,
      verified: row.userVerified,
      createdAt: iso(row.userCreatedAt) as string,
      backgroundCheck: row.userBackgroundCheckAt
        ? { at: iso(row.userBackgroundCheckAt) as string, reference: row.userBackgroundCheckReference ?? '' }
        : null,
    },
  };
}
