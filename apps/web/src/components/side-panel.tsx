import { Drawer, Text, useDirection, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  size: DrawerProps['size'];
  testId: string;
  children: ReactNode;
}

/** A panel that slides in from the end side of the page (the left one in right-to-left). */
export function SidePanel({ opened, onClose, title, closeLabel, size, testId, children }: SidePanelProps) {
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={size}
      title={<Text fw={700}>{title}</Text>}
      closeButtonProps={{ 'aria-label': closeLabel }}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
