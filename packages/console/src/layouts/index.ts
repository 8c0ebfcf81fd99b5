/*
 * The signed-in shell (SPEC §2.2), mounted by the router as the element of every signed-in path; the
 * layouts, menus, tabs, top bar and theme drawer live beside it.
 *
 * NOTE for C (test hooks): data-testid "top-bar", "side-menu" (the header menu in the horizontal layout),
 * "tabs", "tab" (data-path = the route path, data-key = the tab key, which includes the query for
 * dynamic tabs, data-active on the active one), "main", "back-header", "theme-drawer", "avatar",
 * "service-tab" (comprehensive layout's section tabs, role="tab"), "column-bar" (column layout). Tools are
 * buttons named 错误日志, 搜索, 通知, 全屏, 主题配置, 刷新, 收起菜单 / 展开菜单; the tab context menu's items
 * are 关闭当前, 关闭其他, 关闭左侧, 关闭右侧, 关闭全部; the avatar menu's 修改密码 and 退出登录. The drawer's
 * choices are selects labelled 布局, 主题, 标签风格, 分栏风格 and switches by their Chinese labels.
 */
export { Shell } from './shell.js';
