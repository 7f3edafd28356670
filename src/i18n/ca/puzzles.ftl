# puzzles: l'entrenador de problemes, bao puzzles. Missatges puzzles-...

## Què vol dir cada tema

puzzles-theme-kimbi = Captures des d'un kimbi, el segon forat des d'un extrem de la teva primera fila (A2 o A7 per a Sud, a2 o a7 per a Nord), de manera que les llavors han d'entrar pel kichwa d'aquell costat.
puzzles-theme-kichwa = Captures des d'un forat central, de manera que tries el kichwa per on entren les llavors: tria l'extrem correcte.
puzzles-theme-relay-chain = Una captura porta a la següent: una sola jugada captura de dos forats o més.
puzzles-theme-nyumba-stop = La teva sembra acaba a la teva nyumba i tries aturar-te-hi en lloc de fer una safari.
puzzles-theme-nyumba-safari = La teva sembra acaba a la teva nyumba i n'aixeques les llavors i continues sembrant: una safari.
puzzles-theme-nyumba-tax = Pagues l'impost de la nyumba: se'n treuen dues llavors i se sembren.
puzzles-theme-nyumba-lost = La nyumba del teu rival és capturada o buidada, i la perd per sempre.
puzzles-theme-takasa-trap = El teu rival es queda sense res per capturar i ha de jugar una takasa, que no el salva.
puzzles-theme-takasia = La teva takasa bloqueja un dels forats del teu rival en el seu torn següent: takasia.
puzzles-theme-front-row-emptied = Guanyes capturant les últimes llavors de la primera fila del teu rival.
puzzles-theme-no-move-left = Guanyes deixant el teu rival sense cap jugada legal.
puzzles-theme-quiet-move = La primera jugada no captura res: una jugada tranquil·la que prepara la victòria.
puzzles-theme-sacrifice = La primera jugada regala llavors: el teu rival captura més que tu.
puzzles-theme-long-relay = Una jugada continua durant moltes voltes: segueix cada relleu fins al final abans de jugar.
puzzles-theme-namua = El problema és a la fase namua: encara tens llavors a la reserva.
puzzles-theme-mtaji = El problema és a la fase mtaji: la teva reserva és buida i sembres des del tauler.

## Els veredictes de l'entrenador

puzzles-ends-without-win = { $move } acaba la partida sense que guanyi { $side }
puzzles-no-win-in-time = { $move } no acaba la partida, i la victòria havia d'arribar en { $turns ->
    [one] 1 torn
   *[other] { $turns } torns
}
puzzles-escapes = després de { $move }, { $reply } de { $side } s'escapa: no queda cap victòria en { $turns ->
    [one] 1 torn
   *[other] { $turns } torns
}
puzzles-no-defence = No s'ha pogut trobar la defensa: { $error }.
puzzles-found-with-hint = resolt amb una pista, que compta com a no resolt
puzzles-no-win-left = des d'aquí no queda cap victòria
puzzles-none-of-theme = cap problema de la col·lecció no té el tema `{ $theme }`
puzzles-empty = la col·lecció de problemes no té problemes

## El que diu l'entrenador

puzzles-keys-settled = Enter problema següent, q atura
puzzles-keys-playing = una jugada (p. ex. A4D), h pista, q atura, ? tecles
puzzles-help = Escriu la jugada del costat que guanya com l'escriuen les lliçons (A4D: des d'A4, cap a la dreta; el kichwa d'una captura amb E o D). bao respon amb la defensa més llarga. Una jugada que no guanya en els torns que queden fa fallar el problema, i aleshores la solució es juga al tauler. h anomena el forat de la jugada guanyadora, h un altre cop la jugada; un problema resolt amb una pista compta com a fallat per a la teva puntuació. Enter passa al problema següent quan aquest s'ha acabat; q atura i resumeix la sessió.
puzzles-standing-rated = La teva puntuació de problemes: { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } (±{ NUMBER($deviation, maximumFractionDigits: 0) }).
puzzles-standing-streak = Ratxa: { $count } resolts seguits (millor de sempre: { $best }).
puzzles-puzzle = Problema { $id } (puntuació { $rating })
puzzles-prompt-over = El problema s'ha acabat.
puzzles-prompt-first = Juga { $side }, que guanya en { $turns ->
    [one] 1 torn
   *[other] { $turns } torns
}: fes la primera jugada.
puzzles-prompt-next = Després de les jugades { $moves }: jugada { $turn } de { $of } de { $side }.
puzzles-plays = { $side } juga { $move }:
puzzles-answers = { $side } respon { $move }:
puzzles-none-left = No queda cap problema per servir en aquesta sessió.
puzzles-hint-hole = Pista: la jugada guanyadora surt del forat { $hole }. h un altre cop anomena la jugada.
puzzles-hint-move = Pista: juga { $move }.
puzzles-hint-costs = { $hint } (Un problema amb pista compta com a fallat per a la teva puntuació.)
puzzles-no-hint = Sense pista: { $why }.
puzzles-waiting-over = El problema s'ha acabat: Enter per al següent, q per aturar.
puzzles-waiting-on = El problema no s'ha acabat: fes una jugada, h per a una pista, q per aturar.
puzzles-stopped = Aturat abans d'acabar la demostració: no s'ha jugat res; torna-ho a provar.
puzzles-not-solved-why = No resolt: { $why }.
puzzles-solution = La solució: { $moves }.
puzzles-themes = Temes:
puzzles-verdict-rated = { $solved ->
    [yes] Resolt.
   *[no] No resolt.
} La teva puntuació: { $before } → { $after } ({ $change }).
puzzles-verdict-streak = Resolt. Ratxa: { $count }.
puzzles-verdict-streak-ends = No resolt. La ratxa s'acaba.
puzzles-session-over = Sessió acabada: { $solved } de { $count ->
    [one] 1 problema resolt
   *[other] { $count } problemes resolts
}.
puzzles-summary-rating = Puntuació: { $before } → { $after } ({ $change }).
puzzles-summary-streak = Millor ratxa de la sessió: { $count }.
puzzles-summary-themes = Els temes més fallats: { $themes }.

## L'entrenador a pantalla completa

puzzles-screen-keys-settled = {" "}Enter problema següent · q atura · ? tecles
puzzles-screen-keys-playing = {" "}escriu una jugada, Enter la juga · h pista · q atura · ? tecles
puzzles-screen-title = {" "}Problema{" "}
puzzles-screen-help-move = Escriu la jugada del costat que guanya com l'escriuen les lliçons (A4D: des d'A4, cap a la dreta).
puzzles-screen-help-defence = bao respon amb la defensa més llarga; una jugada que no guanya a temps fa fallar el problema.
puzzles-screen-help-hint = h anomena el forat, h un altre cop la jugada: un problema amb pista compta com a fallat per a la puntuació.
puzzles-screen-help-scroll = RePàg i AvPàg desplacen aquest text quan és més llarg que el plafó.
puzzles-screen-typed = jugada: { $text }_

## Llegir la col·lecció

puzzles-unknown-theme = tema desconegut `{ $theme }`: els temes són { $themes }
puzzles-built-in-unreadable = els problemes inclosos a `{ $path }` no es poden llegir:
    { $faults }
puzzles-cannot-read = no es pot llegir `{ $path }`: { $error }
puzzles-unreadable = els problemes de `{ $path }` no es poden llegir:
    { $faults }

## bao puzzles generate

puzzles-generate-count = --count ha de ser com a mínim 1
puzzles-generate-progress = { $kept } de { $count } problemes a partir de { $games } partides, { $tried } posicions demostrades
