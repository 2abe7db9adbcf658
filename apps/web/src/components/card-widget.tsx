import { ActionIcon, Box, Collapse, Group, LoadingOverlay, Menu, Paper, Text, Transition } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconDots, IconMinus, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './card-widget.module.css';

/** Timings of SPEC.md §9. */
export const CARD_RELOAD_MS = 3000;
export const CARD_MAXIMIZE_DELAY_MS = 500;
export const CARD_ANIMATION_MS = 400;

interface CardWidgetProps {
  title?: ReactNode;
  children: ReactNode;
  /** Extra controls shown before the options menu. */
  actions?: ReactNode;
  /** Called when the admin picks Reload (e.g. refetch the card's query). */
  onReload?: () => void;
  testId?: string;
}

/**
 * The reusable card of SPEC.md §2.2: Maximize/Restore (full viewport, page scrolling hidden),
 * Collapse/Expand, Reload (overlay for 3 s, then expanded) and Remove (fades out).
 */
export function CardWidget({ title, children, actions, onReload, testId }: CardWidgetProps) {
  const { t } = useTranslation();
  const [maximized, setMaximized] = useState(false);
  const [maximizing, setMaximizing] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [visible, setVisible] = useState(true);
  const [removed, setRemoved] = useState(false);
  const timers = useRef<number[]>([]);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  useEffect(() => {
    if (!maximized) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [maximized]);

  const toggleMaximize = () => {
    if (maximized) return setMaximized(false);
    setMaximizing(true);
    later(CARD_MAXIMIZE_DELAY_MS, () => {
      setMaximizing(false);
      setMaximized(true);
    });
  };
  const reload = () => {
    setLoading(true);
    onReload?.();
    later(CARD_RELOAD_MS, () => {
      setLoading(false);
      setCollapsed(false);
    });
  };

  if (removed) return null;
  return (
    <Transition mounted={visible} transition="fade" duration={CARD_ANIMATION_MS} onExited={() => setRemoved(true)}>
      {(style) => (
        <Paper
          withBorder
          radius="md"
          shadow="xs"
          className={classes.card}
          style={style}
          data-maximized={maximized || undefined}
          data-maximizing={maximizing || undefined}
          data-collapsed={collapsed || undefined}
          data-testid={testId ?? 'card-widget'}
        >
          <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} data-testid="card-loader" />
          <Group justify="space-between" wrap="nowrap" className={classes.header}>
            <Text fw={600} className={classes.title}>
              {title ?? t('card.defaultTitle')}
            </Text>
            <Group gap={4} wrap="nowrap">
              {actions}
              <ActionIcon variant="subtle" color="gray" onClick={() => setCollapsed(!collapsed)} aria-label={collapsed ? t('card.expand') : t('card.collapse')} data-testid="card-collapse-icon">
                {collapsed ? <IconPlus size={16} /> : <IconMinus size={16} />}
              </ActionIcon>
              <Menu position="bottom-end" shadow="md" withinPortal={!maximized}>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('card.options')} data-testid="card-options">
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={maximized ? <IconArrowsMinimize size={15} /> : <IconArrowsMaximize size={15} />} onClick={toggleMaximize}>
                    {maximized ? t('card.restore') : t('card.maximize')}
                  </Menu.Item>
                  <Menu.Item leftSection={collapsed ? <IconPlus size={15} /> : <IconMinus size={15} />} onClick={() => setCollapsed(!collapsed)}>
                    {collapsed ? t('card.expand') : t('card.collapse')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconRefresh size={15} />} onClick={reload}>
                    {t('card.reload')}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={15} />} onClick={() => setVisible(false)}>
                    {t('card.remove')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
          <Collapse expanded={!collapsed} transitionDuration={CARD_ANIMATION_MS}>
            <Box className={classes.body}>
              {children}
            </Box>
          </Collapse>
        </Paper>
      )}
    </Transition>
  );
}
