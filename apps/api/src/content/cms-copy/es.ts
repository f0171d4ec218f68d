import type { CmsCopy } from './cms-copy.ts'

export const spanishCms: CmsCopy = (c) => ({
  about_us: `<h2>Sobre ${c.siteName}</h2>
<p>${c.siteName} es un sitio de juego en línea para quienes quieren tragamonedas, casino en vivo, apuestas deportivas y juegos de pesca en un solo lugar, con todos los saldos en ${c.currency}.</p>
<h3>Lo que ofrecemos</h3>
<ul>
<li>Juegos de estudios con licencia como JILI, Pragmatic Play y PG Soft</li>
<li>Depósitos desde ${c.minDeposit} y retiros rápidos</li>
<li>Un programa VIP, clasificaciones y promociones frecuentes</li>
<li>Atención a toda hora por chat en vivo y en ${c.supportEmail}</li>
</ul>
<p>Juega para divertirte, respeta tus límites y disfruta de tu tiempo con nosotros.</p>`,

  privacy_policy: `<h2>Política de privacidad</h2>
<p>${c.siteName} solo recoge los datos necesarios para gestionar tu cuenta: tu ID de cuenta, tu número de teléfono, un correo electrónico opcional y el historial de tus depósitos, retiros y apuestas.</p>
<h3>Cómo usamos tus datos</h3>
<ul>
<li>Para confirmar tu identidad y proteger tu cuenta</li>
<li>Para procesar tus pagos en ${c.currency}</li>
<li>Para cumplir nuestras obligaciones legales, incluidos los controles contra el blanqueo de capitales</li>
</ul>
<p>Nunca vendemos tus datos personales, y las contraseñas se guardan solo como hashes seguros. Para consultar o borrar tus datos, escribe a ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Juego responsable</h2>
<p>Jugar en ${c.siteName} debe ser un entretenimiento, nunca una forma de ganar dinero. Debes tener 18 años o más para jugar.</p>
<h3>Mantén el control</h3>
<ul>
<li>Fija un presupuesto en ${c.currency} antes de jugar y respétalo</li>
<li>No intentes recuperar lo que has perdido</li>
<li>Haz pausas con frecuencia y no juegues si estás alterado o cansado</li>
</ul>
<p>Si necesitas una pausa, nuestro equipo de soporte puede limitar tus depósitos o cerrar tu cuenta durante el tiempo que elijas. Escribe a ${c.supportEmail}.</p>`,

  banking: `<h2>Pagos</h2>
<p>Todos los depósitos y retiros en ${c.siteName} se hacen en ${c.currency}.</p>
<h3>Depósitos</h3>
<ul>
<li>Depósito mínimo: ${c.minDeposit}</li>
<li>El saldo se acredita en cuanto se confirma el pago</li>
</ul>
<h3>Retiros</h3>
<ul>
<li>Retiro mínimo: ${c.minWithdrawal}</li>
<li>Solo pagamos a una cuenta bancaria a tu nombre</li>
<li>La mayoría de los retiros se completan en menos de una hora</li>
</ul>
<p>Antes de retirar hay que completar el requisito de apuesta de cualquier bono.</p>`,

  faqs: `<h2>Preguntas frecuentes</h2>
<h3>¿Cómo abro una cuenta en ${c.siteName}?</h3>
<p>Pulsa Registrarse, elige un ID de cuenta y una contraseña, y confirma tu número de teléfono con el código que te enviamos.</p>
<h3>¿Cuál es el depósito mínimo?</h3>
<p>El depósito mínimo es de ${c.minDeposit}.</p>
<h3>¿Cuánto tarda un retiro?</h3>
<p>La mayoría de los retiros se completan en menos de una hora. El retiro mínimo es de ${c.minWithdrawal}.</p>
<h3>He olvidado mi contraseña. ¿Qué hago?</h3>
<p>Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión y te enviaremos un código al teléfono.</p>`,

  term_condition: `<h2>Términos y condiciones</h2>
<p>Al abrir una cuenta en ${c.siteName} aceptas estos términos.</p>
<ol>
<li>Debes tener al menos 18 años y estar autorizado a jugar en línea donde vives.</li>
<li>Cada jugador puede tener una sola cuenta. Los bonos obtenidos con cuentas duplicadas quedan anulados.</li>
<li>Tu saldo se lleva en ${c.currency}; el retiro mínimo es de ${c.minWithdrawal}.</li>
<li>Los bonos tienen el requisito de apuesta indicado en cada promoción.</li>
<li>${c.siteName} puede suspender una cuenta usada para fraude o abuso.</li>
</ol>`,
})
