import type { WelcomeCopy } from './welcome-copy.ts'

export const englishWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Welcome to ${c.siteName}`,
    body: `<p>Your account is ready. Claim your welcome reward of ${c.reward} and try any game: it is added to your balance at once. It waits for you for ${c.rewardDays} days.</p>`,
  },
  saferPlay: {
    title: 'Play on your terms',
    body: '<p>Set deposit limits and take breaks whenever you like. Our <a href="/responsible-gaming">responsible gaming</a> page explains how.</p>',
  },
})
