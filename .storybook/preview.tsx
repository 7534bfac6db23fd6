import type { Preview } from '@storybook/react-vite';
import '../engine/react/theme.css';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};
export default preview;
