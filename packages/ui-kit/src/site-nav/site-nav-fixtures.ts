import type { MenuItem } from '@parlor/contract'

function item(contentId: number, id: string, path: string, children: MenuItem[] = []): MenuItem {
  return { content_id: contentId, id, name: id, path, icon: '', children }
}

/** A slot site's menu as startup answers it: categories, pages, a group and an operator's link. */
export const siteMenu: MenuItem[] = [
  item(100, 'hot', '/hot'),
  item(101, 'slots', '/slots'),
  item(102, 'livecasino', '/casino'),
  item(103, 'fish', '/fishing'),
  item(200, 'promotions', '/promotions'),
  item(201, 'vip', '/vip'),
  item(202, 'more', '/about', [
    item(203, 'news', '/news'),
    item(204, 'leaderboard', '/leaderboard'),
    item(205, 'download', '/download'),
  ]),
  { ...item(300, 'blog', 'https://blog.example.com/'), name: 'Our blog' },
]
