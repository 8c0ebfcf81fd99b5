import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html.js';

const meta = {
  title: '基础/富文本 SafeHtml',
  component: SafeHtml,
  args: {
    html: '<h3>岗位职责</h3><p>参与<b>前端</b>开发，编写<i>单元测试</i>。</p><ul><li>熟悉 React</li><li>了解 TypeScript</li></ul>',
    css: { '& ul': { paddingLeft: '5' }, '& h3': { fontWeight: 'bold' } },
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the editor writes is drawn as written: headings, emphasis, lists. */
export const EditorMarkup: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('岗位职责')).toBeVisible();
    await expect(canvas.getByText('熟悉 React').tagName).toBe('LI');
  },
};

/** Hostile markup loses its script, its handler and its javascript: link; the text around them stays. */
export const HostileMarkup: Story = {
  args: {
    html: '<p>简介</p><script>document.title = "hacked"</script><img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=" alt="图片" onerror="document.title = \'hacked\'"><a href="javascript:alert(1)">点我</a>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('简介')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByAltText('图片').hasAttribute('onerror')).toBe(false);
    await expect(canvas.getByText('点我').hasAttribute('href')).toBe(false);
  },
};
