import { useId } from 'react';
import { Modal, ModalCloseButton } from '@/components/ui/modal';

/** A message's photo opened large, over the page; Escape, the backdrop or Close shut it. */
export function ImageViewer({ image, onClose }: { image: { url: string; alt: string } | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal
      open={!!image}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[95dvh] w-[calc(100%-1rem)] max-w-4xl rounded-panel"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-2">
        <h2 id={titleId} className="min-w-0 truncate text-base font-semibold">
          {image?.alt}
        </h2>
        <ModalCloseButton onClose={onClose} className="-mr-2" />
      </div>
      {image && (
        <img src={image.url} alt={image.alt} className="mx-auto block max-h-[calc(95dvh-4rem)] w-auto object-contain" />
      )}
    </Modal>
  );
}
