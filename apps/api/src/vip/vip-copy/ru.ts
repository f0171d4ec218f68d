import type { VipCopy } from './vip-copy.ts'

export const russianVip: VipCopy = {
  levelNames: ['Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант', 'Корона'],
  benefits: {
    weeklyRebate: 'Еженедельный кэшбэк',
    birthdayBonus: 'Бонус ко дню рождения',
    fasterWithdrawals: 'Ускоренный вывод средств',
    accountManager: 'Персональный менеджер',
    exclusiveEvents: 'Приглашения на закрытые мероприятия',
  },
}
