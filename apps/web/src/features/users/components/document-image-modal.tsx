import { Image, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The scan large (SPEC.md §2.5); a signed link that has run out says so instead of a broken image. */
export function DocumentImageModal({ url, title, alt, onClose }: { url: string | null; title: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation('users');
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" centered>
      {url && failed === url ? (
        <Text c="red" role="alert">{t('documents.imageError')}</Text>
      ) : (
        url && <Image src={url} alt={alt} fit="contain" mah="75vh" radius="sm" onError={() => setFailed(url)} data-testid="document-image-large" />
      )}
    </Modal>
  );
}
