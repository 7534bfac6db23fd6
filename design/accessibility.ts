/**
 * The accessibility bar every page and story is held to, in one place: the e2e sweeps
 * (tests/e2e/harness.ts), Storybook's accessibility panel (.storybook/preview.tsx) and the stories
 * test (.storybook/stories.test.tsx) all run these rules, so a story that passes the panel
 * passes CI and the other way round.
 */

/**
 * WCAG 2.2 A and AA (the law's level, laki 306/2019 and EN 301 549) and axe's best practices.
 * axe-core's default set leaves out rules it has not turned on by default, among them WCAG 2.2's
 * target size (2.5.8, 24 × 24 px); naming the tags runs them.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Rules a story leaves out that a page keeps: `region` (all content inside landmarks) holds for a
 * whole page, and the e2e sweeps check it there; a widget or a dialog shown alone has no page
 * around it. Storybook's accessibility addon leaves the same rule out of its panel by default.
 */
export const RULES_NOT_FOR_STORIES = ['region'] as const;

/**
 * The rules whose outcome depends on how the page is laid out at its width, not only on its DOM:
 * text against what is drawn behind it (`color-contrast`, `link-in-text-block`), a control's size
 * and spacing (`target-size`), a box that scrolls (`scrollable-region-focusable`). Where the same
 * DOM has had every rule at one width, the other width needs only these (storybook.e2e.ts's looks
 * at 375 px; each story's DOM has every other rule in jsdom, where no style hides anything).
 */
export const LAYOUT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
] as const;

/**
 * Storybook's `a11y` parameter: the rules above, and a violation fails the story (`test: 'error'`)
 * in the panel and in the stories test.
 */
export const STORY_A11Y = {
  options: {
    runOnly: { type: 'tag' as const, values: [...AXE_TAGS] },
    // With `runOnly`, axe runs every rule of the tags whatever `config` says: the rules left out
    // are named here too (the addon does the same with its own default).
    rules: Object.fromEntries(RULES_NOT_FOR_STORIES.map((id) => [id, { enabled: false }])),
  },
  config: { rules: RULES_NOT_FOR_STORIES.map((id) => ({ id, enabled: false })) },
  test: 'error' as const,
};
