/** The element of index.html that holds the shell; the app removes it when its first screen is on the page. */
export const HOME_SHELL_ID = 'home-shell';

/**
 * The shell's attribute that holds the index, among the shell's buttons, of the button pressed before the app
 * started (HOME_SHELL_GATE). The app's first screen has the shell's markup, so the app's button of that index is
 * the same button.
 */
export const HOME_SHELL_PRESSED = 'data-pressed';

/**
 * The shell holds the home page in each language, each in an element with this attribute naming its language
 * (`data-shell="en"`); the gate shows the one of the device's choice (the app's `language` in localStorage).
 */
export const HOME_SHELL_LANGUAGE = 'data-shell';

/**
 * The home page's first paint without JavaScript (decision 117): the built index.html carries the guest's
 * home page as HTML, rendered at build time from the app's own components (apps/web/src/app/home-shell.tsx), and
 * shows it until the app's first screen is on the page.
 *
 * Only a guest on the home page may see it: the routes live in the address's hash and the sign-in in session
 * storage, which the server cannot see. So this script, inline in index.html before the shell and run before it is
 * painted, marks the page when the shell does not apply (another screen, or a signed-in learner), and the shell's
 * styles then hide it. The server's Content-Security-Policy allows this one inline script by its SHA-256 hash
 * (apps/api/src/plugins/security.ts), so it must be exactly this text.
 *
 * The shell's links work without the app (they change the hash, and the app opens that screen when it starts), but
 * its buttons (the menu, 'Преміум') do nothing. So the script also notes which of them was pressed last
 * (HOME_SHELL_PRESSED: its index among the buttons of its language's page), and the app presses it again when it
 * takes the shell's place. A device that chose English gets `lang="en"` and the class `shell-en`, which shows the
 * English page instead of the Ukrainian one.
 */
export const HOME_SHELL_GATE =
  "try{var r=location.hash.slice(1).split('?')[0];if((r&&r!=='/')||sessionStorage.getItem('token'))throw 0}" +
  "catch(e){document.documentElement.classList.add('no-shell')}" +
  "try{if(localStorage.getItem('language')==='\"en\"'){var d=document.documentElement;d.lang='en';" +
  "d.classList.add('shell-en')}}catch(e){}" +
  `document.addEventListener('click',function(e){var s=document.getElementById('${HOME_SHELL_ID}'),` +
  "b=e.target&&e.target.closest&&e.target.closest('button');if(s&&b&&s.contains(b))" +
  `s.setAttribute('${HOME_SHELL_PRESSED}',[].indexOf.call(b.closest('[${HOME_SHELL_LANGUAGE}]')` +
  ".getElementsByTagName('button'),b))},true)";
