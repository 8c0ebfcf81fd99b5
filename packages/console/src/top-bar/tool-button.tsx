import { IconButton } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Icon } from '../side-menu/icon.js';

/** One icon of the top bar, named for screen readers and hover (the label is its Chinese name). */
export const ToolButton = forwardRef<
  HTMLButtonElement,
  { icon: string; label: string; onClick?: () => void; children?: React.ReactNode }
>(function ToolButton({ icon, label, onClick, children, ...rest }, ref) {
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      color="inherit"
      _hover={{ bg: 'blackAlpha.100' }}
      position="relative"
      onClick={onClick}
      {...rest}
    >
      <Icon name={icon} size="1.15em" />
      {children}
    </IconButton>
  );
});
