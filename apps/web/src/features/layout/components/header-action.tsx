import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './header.module.css';

type HeaderActionProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ActionIconProps> & { label: string; children: ReactNode };

/** An icon button of the top bar; takes its colours from the header surface. */
export const HeaderAction = forwardRef<HTMLButtonElement, HeaderActionProps>(function HeaderAction(
  { label, children, className, ...others },
  ref,
) {
  return (
    // Below the button: above it the tooltip would cover the notification badge.
    <Tooltip label={label} openDelay={400} position="bottom">
      <ActionIcon
        ref={ref}
        variant="transparent"
        size={38}
        radius="md"
        aria-label={label}
        className={`${classes.action} ${className ?? ''}`}
        {...others}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
});
