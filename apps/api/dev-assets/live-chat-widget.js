// A stand-in for a live-chat provider's widget script, served by the reference server outside
// production so the player site's live chat works offline. It implements the small part of
// LiveChat's public widget API the site uses: window.__lc.license names the chat, and
// window.LiveChatWidget offers on('ready', callback) and call('maximize' | 'minimize' | 'hide').
;(() => {
  const settings = window.__lc || {}
  const readyCallbacks = []
  let ready = false
  let panel = null

  function close() {
    if (panel) panel.hidden = true
  }

  function open() {
    if (!panel) {
      panel = document.createElement('section')
      panel.setAttribute('aria-label', 'Live chat')
      panel.setAttribute('data-live-chat-panel', '')
      panel.style.cssText =
        'position:fixed;right:16px;bottom:88px;z-index:2000;width:min(320px,calc(100vw - 32px));' +
        'padding:16px;border-radius:12px;background:#fff;color:#14161c;' +
        'box-shadow:0 10px 30px rgba(0,0,0,.4);font:14px/1.4 system-ui,sans-serif'
      const heading = document.createElement('h2')
      heading.textContent = 'Live chat'
      heading.style.cssText = 'margin:0 0 8px;font-size:16px'
      const text = document.createElement('p')
      text.textContent = `Demo chat ${settings.license || ''}: an agent will answer here.`
      text.style.margin = '0 0 12px'
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Close'
      button.style.cssText =
        'min-height:44px;padding:0 16px;border:0;border-radius:8px;background:#14161c;color:#fff'
      button.addEventListener('click', close)
      panel.append(heading, text, button)
      document.body.append(panel)
    }
    panel.hidden = false
  }

  window.LiveChatWidget = {
    on(event, callback) {
      if (event !== 'ready') return
      if (ready) callback()
      else readyCallbacks.push(callback)
    },
    call(method) {
      if (method === 'maximize') open()
      else close()
    },
  }

  // A real widget talks to its servers before it is ready; the stand-in takes a moment too.
  setTimeout(() => {
    ready = true
    for (const callback of readyCallbacks.splice(0)) callback()
  }, 300)
})()
