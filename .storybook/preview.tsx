import type { Preview } from '@storybook/react-vite';
import '../design/tokens.css';
import '../engine/react/theme.css';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};
export default preview;
