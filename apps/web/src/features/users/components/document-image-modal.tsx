import { Image, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DocumentImageModalProps {
  url: string | null;
  title: string;
  alt: string;
  onClose: () => void;
  /** The scan did not load: the owner is read again for a fresh signed link. */
  onImageError: () => void;
}

/** The scan, or what to do when its link does not load. New link, new attempt (keyed by the URL). */
function Scan({ url, alt, onImageError }: { url: string; alt: string; onImageError: () => void }) {
  const { t } = useTranslation('users');
  const [failed, setFailed] = useState(false);
  if (failed) return <Text c="red" role="alert">{t('documents.imageError')}</Text>;
  return (
    <Image src={url} alt={alt} fit="contain" mah="75vh" radius="sm" data-testid="document-image-large"
      onError={() => {
        setFailed(true);
        onImageError();
      }} />
  );
}

/** The scan large (SPEC.md §2.5). */
export function DocumentImageModal({ url, title, alt, onClose, onImageError }: DocumentImageModalProps) {
  const { t } = useTranslation('users');
  return (
    <Modal closeButtonProps={{ 'aria-label': t('dialog.close') }} opened={url !== null} onClose={onClose} title={title} size="xl" centered>
      {url && <Scan key={url} url={url} alt={alt} onImageError={onImageError} />}
    </Modal>
  );
}
