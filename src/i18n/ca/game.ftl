# game: bao game, el seu entrenador, bao replay i la revisió. Missatges game-...

## Els costats, els jugadors i com acaba una partida

game-side-south = Sud
game-side-north = Nord
game-player-level = bao nivell { $level }
game-player-time = bao temps { $ms } ms
game-players = { $south } (Sud) contra { $north } (Nord), regles { $rules }
game-result-in-progress = sense acabar
game-result-drawn = taules: la jugada no s'acaba mai
game-result-front-row-empty = guanya { $winner }: la primera fila de { $loser } és buida
game-result-no-legal-move = guanya { $winner }: { $loser } no té cap jugada legal
game-result-never-ending = guanya { $winner }: { $loser } ha fet una jugada que no s'acaba mai
game-result-resigned = guanya { $winner }: { $loser } ha abandonat
game-over = la partida s'ha acabat: { $result }
game-nothing-to-undo = no hi ha cap jugada teva per desfer

## Les probabilitats de l'entrenador i els resultats exactes

game-chances = probabilitat de { $side }: { $percent } %
game-wins-at-once = { $side } guanya de seguida
game-wins-within = { $side } guanya en { $turns } torns com a màxim
game-wins-next-turn = { $side } guanya al torn següent
game-a-draw = taules

## Les classes d'una jugada

game-class = { $class ->
    [best] millor jugada
    [good] bona jugada
    [inaccuracy] imprecisió
    [mistake] error
    [blunder] error greu
    [missed-win] ha deixat escapar una victòria forçada
   *[walked-into-loss] ha caigut en una derrota forçada
}
game-class-plural = { $class ->
    [best] millors jugades
    [good] bones jugades
    [inaccuracy] imprecisions
    [mistake] errors
    [blunder] errors greus
    [missed-win] victòries perdudes
   *[walked-into-loss] caigudes en una derrota
}
game-class-count = { $class ->
    [best] { $count ->
        [one] 1 millor jugada
       *[other] { $count } millors jugades
    }
    [good] { $count ->
        [one] 1 bona jugada
       *[other] { $count } bones jugades
    }
    [inaccuracy] { $count ->
        [one] 1 imprecisió
       *[other] { $count } imprecisions
    }
    [mistake] { $count ->
        [one] 1 error
       *[other] { $count } errors
    }
    [blunder] { $count ->
        [one] 1 error greu
       *[other] { $count } errors greus
    }
    [missed-win] { $count ->
        [one] 1 victòria perduda
       *[other] { $count } victòries perdudes
    }
   *[walked-into-loss] { $count ->
        [one] 1 caiguda en una derrota
       *[other] { $count } caigudes en una derrota
    }
}

## Els veredictes de l'entrenador

game-coach-only-move = { $move } és l'única jugada que aguanta ({ $chances }): qualsevol altra perd { $points } punts o més.
game-coach-one-of-two = { $move } és bona, una de les dues jugades que aguanten ({ $chances }).
game-coach-best-in-hard = { $move } és la millor jugada en una posició difícil ({ $chances }).
game-coach-missed-win = { $side } tenia una victòria forçada { $turns ->
    [1] immediata
   *[other] en { $turns } torns com a màxim
} amb { $win } ({ $does }); { $move } la deixa escapar.
game-coach-missed-win-now = { $side } tenia una victòria forçada { $turns ->
    [1] immediata
   *[other] en { $turns } torns com a màxim
} amb { $win } ({ $does }); { $move } la deixa escapar: ara, { $chances }.
game-coach-walks-into-loss = { $move } porta a una derrota forçada: { $loss }.
game-coach-fault = { $class ->
    [inaccuracy] { $move } és una imprecisió
    [mistake] { $move } és un error
    [blunder] { $move } és un error greu
    [missed-win] { $move } deixa escapar una victòria forçada
    [best] { $move } és la millor jugada
    [good] { $move } és una bona jugada
   *[walked-into-loss] { $move } porta a una derrota forçada
}: la probabilitat de { $side } passa del { $before } % al { $after } %.
game-coach-allows = Permet a { $side } respondre { $reply }: { $does }.
game-coach-better = { $move } era millor: { $does }.
game-coach-better-kept = { $move } era millor: { $does }; { $kept }.

## Per què un error ho és

game-list = { $rest } i { $last }
game-reason-hole-seeds = { $count ->
    [one] la llavor de { $hole }
   *[other] les { $count } llavors de { $hole }
}
game-reason-hole-more = { $count ->
    [one] la de { $hole }
   *[other] les { $count } de { $hole }
}
game-reason-captures = captura { $holes }, que entren pel kichwa { $kichwa }
game-reason-captures-all = captura { $holes }, { $all } en total, que entren pel kichwa { $kichwa }
game-reason-relays = { $laps ->
    [1] rellança la sembra una vegada
    [2] rellança la sembra dues vegades
   *[other] rellança la sembra { $laps } vegades
}
game-reason-relays-from = { $laps ->
    [1] rellança la sembra una vegada
    [2] rellança la sembra dues vegades
   *[other] rellança la sembra { $laps } vegades
}, a { $holes }
game-reason-takes-nyumba = s'emporta per sempre la nyumba { $hole } de { $side }
game-reason-threatens-nyumba = amenaça la nyumba { $hole } de { $side } ({ $count ->
    [one] 1 llavor
   *[other] { $count } llavors
})
game-reason-takasia = takasia: bloqueja { $hole } en el torn següent de { $side }
game-reason-empties-front-row = buida la primera fila de { $side }: guanya { $winner }
game-reason-never-ending-draw = comença una sembra que no s'acaba mai: la partida queda en taules
game-reason-never-ending-loses = comença una sembra que no s'acaba mai: { $side } perd
game-reason-then = { $does }; { $board }
game-reason-board = aleshores { $side } té { $count ->
    [one] 1 llavor
   *[other] { $count } llavors
} al tauler, davant de { $theirs } de { $mover }
game-kept-covered = { $move } mantenia a cobert { $holes }
game-kept-emptied = { $move } no deixava res per capturar a { $holes }
game-kept-both = { $move } mantenia a cobert { $covered } i no deixava res per capturar a { $emptied }

## La revisió d'una partida

game-review-of = revisió de la partida: { $title }
game-review-result = resultat: { $result }
game-review-budget = cada posició analitzada a { $depth } jugades de profunditat, { $nodes } nodes com a màxim
game-review-budget-unlimited = cada posició analitzada a { $depth } jugades de profunditat, sense límit de nodes
game-review-accuracy = precisió
game-review-no-turning-points = moments decisius: cap, cap jugada no ha perdut 10 punts de probabilitat o més
game-review-turning-points = { $count ->
    [one] moments decisius (la jugada que més ha perdut):
   *[other] moments decisius (les { $count } jugades que més han perdut):
}
game-review-turning = torn { $turn }, { $move } ({ $side }), { $class ->
    [best] millor jugada
    [good] bona jugada
    [inaccuracy] imprecisió
    [mistake] error
    [blunder] error greu
    [missed-win] ha deixat escapar una victòria forçada
   *[walked-into-loss] ha caigut en una derrota forçada
}: la probabilitat de { $side } passa del { $before } % al { $after } %
game-review-better = { $said }; { $move } era millor
game-review-graph = probabilitat de Sud al llarg de la partida (un punt per posició):
game-review-start = inici
game-review-turn = torn { $turn }
game-svg-chances = probabilitat de Sud al llarg de la partida
game-svg-subtitle = { $result }; probabilitat de Sud al llarg de la partida; precisió: Sud { $south }, Nord { $north }
game-svg-end = probabilitat de Sud al final: { $percent } %

## Començar, reprendre i desar una partida

game-in-progress-under = hi ha una partida amb les regles { $rules } en curs a `{ $path }` (torn { $turn }): `bao game` la reprèn, i `bao game --new` amb aquestes opcions en comença una altra i l'oblida
game-in-progress-between = hi ha una partida entre { $south } i { $north } en curs a `{ $path }` (torn { $turn }): `bao game` la reprèn, i `bao game --new` amb aquestes opcions en comença una altra i l'oblida
game-not-a-side = `{ $text }` no és un costat: indica S o N
game-does-not-replay = `{ $path }` no es pot reproduir
game-does-not-replay-because = `{ $path }` no es pot reproduir: { $error }
game-resuming = es reprèn la partida desada a `{ $path }` al torn { $turn }; `bao game --new` en comença una altra
game-claim-held = la partida de `{ $path }` és oberta en una altra sessió de bao: n comença una partida nova amb un altre nom, r obre aquesta només per llegir (no es desa res del que es jugui), q surt
game-claim-ask = n, r o q?{" "}
game-claim-new = la partida nova es desa a `{ $path }`
game-claim-refused = la partida de `{ $path }` és oberta en una altra sessió de bao: acaba aquella primer, o tria n (una partida nova amb un altre nom) o r (només lectura)
game-store-no-dir = no se sap on desar la partida: defineix HOME, o XDG_STATE_HOME amb un camí absolut
game-store-cannot-save = no es pot desar la partida a `{ $path }`: { $error }
game-store-cannot-read = no es pot llegir la partida desada `{ $path }`: { $error }
game-store-does-not-replay = la partida desada `{ $path }` no es pot reproduir: { $error }; torna a començar amb `bao game --new`
game-store-read-only = la partida de `{ $path }` era oberta només per llegir: no es desa res del que s'hi ha jugat
game-store-kept = el seu registre es guarda a `{ $path }` fins que comenci una partida nova (`bao replay` la recorre)
game-store-saved = la partida és desada a `{ $path }`: { $resume } la reprèn

## El mode de línies

game-line-keys = escriu una jugada en qualsevol de les dues notacions (A6E*, A6<) o un forat (A6); u desfà, h dona una pista (dues vegades: la jugada), r abandona, s [FITXER] desa el registre, q surt (la partida es guarda)
game-line-prompt = juga { $player } ({ $side }) [jugada, u, h, r, s, q]:{" "}
game-line-over-prompt = u desfà, s [FITXER] desa el registre, q surt:{" "}
game-took-back = { $count ->
    [one] s'ha desfet 1 torn
   *[other] s'han desfet { $count } torns
}
game-line-which = quina?
game-line-which-prompt = número o jugada (Enter: cap):{" "}
game-line-none-of-them = `{ $text }` no és cap d'elles
game-played = { $turn }. { $move }: { $does }
game-bao-played = { $turn }. bao juga { $move }: { $does }
game-coach-says = entrenador: { $text }
game-thinking = bao ({ $side }) està pensant…
game-thinking-at-most = bao ({ $side }) està pensant, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s com a màxim…
game-search-failed = la cerca de bao ha fallat
game-no-move-found = bao no ha trobat cap jugada
game-hint-hole = pista: mira { $hole } (h un altre cop per a la jugada)
game-hint-move = pista: { $move }: { $does }
game-yes-words = y, s, sí, si
game-yes-keys = yYsS
game-line-resign = abandonar la partida? [s/N]:{" "}
game-not-resigned = no abandones: la partida continua
game-record-written = el registre s'ha escrit a `{ $name }`
game-line-record-exists = `{ $name }` ja existeix i es conserva: indica un altre nom, `s FITXER`
game-record-cannot-write = no es pot escriure `{ $name }`: { $error }

## La pantalla completa

game-side-player = { $side }: { $player }
game-side-stock = { $name }  reserva { $stock }
game-side-to-move = { $name }  ◀ juga
game-side-stock-to-move = { $name }  reserva { $stock }  ◀ juga
game-screen-moves-title = {" "}Jugades i notes{" "}
game-coach-on = entrenador sobre { $turn }. { $move }: { $text }
game-screen-resign = abandonar la partida? s abandona, qualsevol altra tecla continua
game-screen-save-as = escriure el registre a: { $name }_  (Enter escriu; buit: bao-game.txt; Esc)
game-screen-over-review = la partida s'ha acabat: { $result }; q surt i mostra la revisió
game-screen-thinking-at-most = bao ({ $side }) està pensant… { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s com a màxim
game-screen-typed = jugada: { $text }_
game-screen-to-move = juga { $side }: tria un forat o escriu la jugada
game-screen-keys = ←→↑↓ forat  Enter juga  u desfés  h pista  r abandona  s desa  q surt  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-board = ←→↑↓ forat  Enter juga  q surt  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-game = u desfés  h pista  r abandona  s desa
game-resignation-taken-back = es desfà l'abandonament
game-resign-on-your-turn = s'abandona en el torn propi
game-record-not-written = el registre no s'escriu
game-no-move-from = cap jugada legal no surt del forat { $hole }
game-screen-record-exists = `{ $name }` ja existeix i es conserva: s un altre cop per donar un altre nom
game-screen-no-free-name = no hi ha cap nom lliure aquí per al registre

## bao replay

game-replay-turn = { $turn }. { $move } ({ $side }): { $does }
game-replay-header = { $players }, { $date }
game-replay-notes-title = {" "}Jugades i comentaris{" "}
game-replay-start = l'inici d'una partida de { $count } torns: → o Enter juga el primer
game-replay-end-goes-on = torn { $turn } de { $count }, el final del registre: la partida continua
game-replay-end = torn { $turn } de { $count }, el final: { $result }
game-replay-at = torn { $turn } de { $count }: { $move } ({ $side })
game-replay-keys = Enter/→ següent  ← enrere  Inici principi  Fi final  +- velocitat  q surt
game-replay-keys-step = Enter/→ següent  ← enrere  +- velocitat
game-replay-keys-jump = Inici principi  Fi final  q surt
game-replay-result = resultat: { $result }
game-replay-annotated = la còpia anotada s'ha escrit a `{ $path }`
game-replay-turn-does-not-replay = el torn { $turn } no es pot reproduir
game-replay-is-the-record = `{ $path }` és el mateix registre: --annotate escriu una còpia, mai sobre l'original
game-replay-exists = `{ $path }` ja existeix i es conserva: esborra'l o indica un altre --out
game-review-svg-is-the-record = `{ $path }` és el mateix registre: indica un altre fitxer a --svg
game-review-svg-exists = `{ $path }` ja existeix i es conserva: esborra'l o indica un altre --svg
game-review-svg-written = el gràfic de la revisió s'ha dibuixat a `{ $path }`
game-review-progress = revisant la posició { $n } de { $total }

## La revisió a pantalla completa i la barra de probabilitat

game-review-no-moves = cap jugada
game-review-side = { $side }: { $counts }
game-review-side-accuracy = { $side }: { $counts }; precisió { $accuracy } %
game-review-title = revisió: { $title }
game-review-keys = q surt
game-bar-north = N
game-bar-south = S
game-bar-finding = probabilitat de Sud: …
game-bar-line = Sud { $percent } %

## Registres de partida que no es poden llegir (src/game/record/parse.rs, src/game/record.rs, src/game/store.rs)
game-record-line = línia { $line }: { $message }
game-record-control = el caràcter de control `{ $text }` no pot ser en un registre
game-record-out-of-order = el torn `{ $text }` està fora d'ordre: toca el torn { $expected }
game-record-neither = `{ $text }` no és ni una línia de capçalera `Clau: valor` ni un torn numerat `1. A6L*`
game-record-header-after-turn = una línia de capçalera ha d'anar abans del primer torn
game-record-header-empty = la capçalera `{ $key }` no té valor
game-record-players-form = `Players:` porta `SUD - NORD`
game-record-players-twice = els jugadors s'anomenen dues vegades
game-record-unknown-header = capçalera desconeguda `{ $key }`: les capçaleres són Rules, South, North, Players, Date, Result i Start
game-record-header-twice = la capçalera `{ $key }` hi és dues vegades
game-record-comment-open = un comentari amb `{"{"}` ha d'acabar amb `{"}"}` a la mateixa línia
game-record-no-move = el torn no té jugada
game-record-one-move = `{ $text }`: una jugada per línia (posa un comentari després de `;`)
game-record-no-rules = el registre no té línia `Rules:`
game-record-rules = `Rules:` { $reason }
game-record-start = `Start:` { $reason }
game-record-at-column = { $reason } a la columna { $column }
game-record-player-south = el jugador de Sud { $reason }
game-record-player-north = el jugador de Nord { $reason }
game-record-level = `{ $text }`: el nivell de bao va de 1 a 6
game-record-time = `{ $text }`: el temps de bao per jugada va de 1 a { $most } ms (una hora)
game-record-no-result = el registre no té línia `Result:`
game-record-bad-result = `Result:` `{ $text }` no és un resultat: escriu `*` per a una partida en curs, o qui ha guanyat i per què, p. ex. `South wins: North resigned`
game-record-after-end = el torn { $turn } ve després del final de la partida ({ $outcome })
game-record-turn = torn { $turn } `{ $text }`: { $message }
game-record-not-over = la partida no s'ha acabat després de l'últim torn
game-record-start-over = la posició de `Start:` ja s'ha acabat: { $outcome }
game-record-moves-end = les jugades l'acaben: { $outcome }
game-record-result-differs = `Result:` diu `{ $text }`, però { $played }
game-store-lock-irregular = el fitxer de bloqueig no és un fitxer normal: esborra'l
game-store-no-other-name = no queda lliure al seu costat cap altre nom fins al 99
game-player-you = tu
game-coach-legend = { $capture } el que captura la resposta  { $better } millor jugada
