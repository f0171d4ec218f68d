import type { WelcomeCopy } from './welcome-copy.ts'

export const filipinoWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Maligayang pagdating sa ${c.siteName}`,
    body: `<p>Handa na ang iyong account. I-claim ang iyong welcome reward na ${c.reward} at subukan ang kahit anong laro: idadagdag ito agad sa iyong balanse. Maaari mo itong i-claim sa loob ng ${c.rewardDays} araw.</p>`,
  },
  saferPlay: {
    title: 'Maglaro sa sarili mong paraan',
    body: '<p>Magtakda ng limitasyon sa deposito at magpahinga kahit kailan mo gusto. Ipinapaliwanag ng aming pahina sa <a href="/responsible-gaming">responsableng paglalaro</a> kung paano.</p>',
  },
})
