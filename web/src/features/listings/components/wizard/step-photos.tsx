import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { paths } from '@espasyo/domain/paths';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import { useMessages } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoGrid } from './photo-grid';
import { PhotoUploadList } from './photo-upload-list';
import { usePhotoUploads } from './use-photo-uploads';
import { WizardActions } from './wizard-actions';

/**
 * Up to 12 photos: each saved as soon as it is uploaded, so this step has nothing else to save.
 * The type and size limits come from the platform settings; the server checks the content again.
 */
export function PhotosStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard');
  const navigate = useNavigate();
  const settings = usePublicSettings().data;
  const types = settings?.allowedImageTypes ?? settingsDefaults.storage.allowedImageTypes;
  const maxFileSize = settings?.maxFileSize ?? settingsDefaults.storage.maxFileSize;
  const { uploads, add, dismiss, busy } = usePhotoUploads(listing.id, listing.photos.length, maxFileSize);
  const [error, setError] = useState<string | undefined>();
  const queued = uploads.filter((u) => u.state !== 'failed').length;

  const go = (step: 'features' | 'prices') => navigate(paths.host.editListing.getHref(listing.id, step));
  const onContinue = () => {
    if (listing.photos.length === 0) {
      setError(listingMessages.photos.required); // shown in the page's language by FieldError
      return;
    }
    go('prices');
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <PhotoDropZone
        onFiles={(files) => {
          setError(undefined);
          add(files);
        }}
        types={types}
        maxFileSize={maxFileSize}
        left={listingLimits.photos - listing.photos.length - queued}
        error={error}
      />
      <PhotoUploadList uploads={uploads} onDismiss={dismiss} />
      <PhotoGrid listingId={listing.id} photos={listing.photos} />
      <WizardActions onBack={() => go('features')} saving={busy} savingText={m.actions.uploading} />
    </form>
  );
}
