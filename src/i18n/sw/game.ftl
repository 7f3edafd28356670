# game: bao game, kocha wake, bao replay na tathmini. Ujumbe game-...

## Pande, wachezaji na jinsi mchezo unavyoisha

game-side-south = Kusini
game-side-north = Kaskazini
game-player-level = bao kiwango { $level }
game-player-time = bao muda { $ms } ms
game-players = { $south } (Kusini) dhidi ya { $north } (Kaskazini), sheria { $rules }
game-result-in-progress = bado haujaisha
game-result-drawn = sare: hatua haiishi kamwe
game-result-front-row-empty = { $winner } ameshinda: safu ya mbele ya { $loser } iko tupu
game-result-no-legal-move = { $winner } ameshinda: { $loser } hana hatua halali
game-result-never-ending = { $winner } ameshinda: { $loser } alicheza hatua isiyoisha kamwe
game-result-resigned = { $winner } ameshinda: { $loser } amejitoa
game-over = mchezo umekwisha: { $result }
game-nothing-to-undo = hakuna hatua yako ya kurudisha

## Nafasi za kocha na matokeo kamili

game-chances = nafasi za { $side }: { $percent } %
game-wins-at-once = { $side } anashinda mara moja
game-wins-within = { $side } anashinda ndani ya zamu { $turns }
game-wins-next-turn = { $side } anashinda katika zamu ijayo
game-a-draw = sare

## Aina za hatua

game-class = { $class ->
    [best] hatua bora kabisa
    [good] hatua nzuri
    [inaccuracy] dosari
    [mistake] kosa
    [blunder] kosa kubwa
    [missed-win] alikosa ushindi wa lazima
   *[walked-into-loss] aliingia katika kushindwa kwa lazima
}
game-class-plural = { $class ->
    [best] hatua bora kabisa
    [good] hatua nzuri
    [inaccuracy] dosari
    [mistake] makosa
    [blunder] makosa makubwa
    [missed-win] ushindi uliokosekana
   *[walked-into-loss] kuingia katika kushindwa
}
game-class-count = { $class ->
    [best] { $count ->
        [one] hatua 1 bora kabisa
       *[other] hatua { $count } bora kabisa
    }
    [good] { $count ->
        [one] hatua 1 nzuri
       *[other] hatua { $count } nzuri
    }
    [inaccuracy] { $count ->
        [one] dosari 1
       *[other] dosari { $count }
    }
    [mistake] { $count ->
        [one] kosa 1
       *[other] makosa { $count }
    }
    [blunder] { $count ->
        [one] kosa kubwa 1
       *[other] makosa makubwa { $count }
    }
    [missed-win] { $count ->
        [one] ushindi 1 uliokosekana
       *[other] ushindi { $count } uliokosekana
    }
   *[walked-into-loss] { $count ->
        [one] mara 1 ya kuingia katika kushindwa
       *[other] mara { $count } za kuingia katika kushindwa
    }
}

## Hukumu za kocha

game-coach-only-move = { $move } ndiyo hatua pekee inayostahimili ({ $chances }): kila nyingine inapoteza pointi { $points } au zaidi.
game-coach-one-of-two = { $move } ni nzuri, mojawapo ya hatua mbili zinazostahimili ({ $chances }).
game-coach-best-in-hard = { $move } ndiyo hatua bora katika hali ngumu ({ $chances }).
game-coach-missed-win = { $side } alikuwa na ushindi wa lazima { $turns ->
    [1] mara moja
   *[other] ndani ya zamu { $turns }
} kwa { $win } ({ $does }); { $move } inauachilia.
game-coach-missed-win-now = { $side } alikuwa na ushindi wa lazima { $turns ->
    [1] mara moja
   *[other] ndani ya zamu { $turns }
} kwa { $win } ({ $does }); { $move } inauachilia: sasa, { $chances }.
game-coach-walks-into-loss = { $move } inaingia katika kushindwa kwa lazima: { $loss }.
game-coach-fault = { $class ->
    [inaccuracy] { $move } ni dosari
    [mistake] { $move } ni kosa
    [blunder] { $move } ni kosa kubwa
    [missed-win] { $move } inakosa ushindi wa lazima
    [best] { $move } ni hatua bora kabisa
    [good] { $move } ni hatua nzuri
   *[walked-into-loss] { $move } inaingia katika kushindwa kwa lazima
}: nafasi za { $side } zinashuka kutoka { $before } % hadi { $after } %.
game-coach-allows = Inamruhusu { $side } kujibu { $reply }: { $does }.
game-coach-better = { $move } ingekuwa bora: { $does }.
game-coach-better-kept = { $move } ingekuwa bora: { $does }; { $kept }.

## Kwa nini kosa ni kosa

game-list = { $rest } na { $last }
game-reason-hole-seeds = { $count ->
    [one] kete 1 ya { $hole }
   *[other] kete { $count } za { $hole }
}
game-reason-hole-more = { $count ->
    [one] 1 ya { $hole }
   *[other] { $count } za { $hole }
}
game-reason-captures = inakula { $holes }, zinazoingia kwenye kichwa { $kichwa }
game-reason-captures-all = inakula { $holes }, { $all } kwa jumla, zinazoingia kwenye kichwa { $kichwa }
game-reason-relays = { $laps ->
    [1] inaendeleza upandaji mara moja
    [2] inaendeleza upandaji mara mbili
   *[other] inaendeleza upandaji mara { $laps }
}
game-reason-relays-from = { $laps ->
    [1] inaendeleza upandaji mara moja
    [2] inaendeleza upandaji mara mbili
   *[other] inaendeleza upandaji mara { $laps }
}, kuanzia { $holes }
game-reason-takes-nyumba = inaichukua nyumba { $hole } ya { $side } kabisa
game-reason-threatens-nyumba = inatishia nyumba { $hole } ya { $side } ({ $count ->
    [one] kete 1
   *[other] kete { $count }
})
game-reason-takasia = takasia: inafunga { $hole } kwa zamu ijayo ya { $side }
game-reason-empties-front-row = inaiacha tupu safu ya mbele ya { $side }: { $winner } anashinda
game-reason-never-ending-draw = inaanza upandaji usioisha kamwe: mchezo ni sare
game-reason-never-ending-loses = inaanza upandaji usioisha kamwe: { $side } anashindwa
game-reason-then = { $does }; { $board }
game-reason-board = kisha { $side } ana { $count ->
    [one] kete 1
   *[other] kete { $count }
} kwenye bao, dhidi ya { $theirs } za { $mover }
game-kept-covered = { $move } iliweka { $holes } salama
game-kept-emptied = { $move } haikuacha chochote cha kuliwa katika { $holes }
game-kept-both = { $move } iliweka { $covered } salama na haikuacha chochote cha kuliwa katika { $emptied }

## Tathmini ya mchezo

game-review-of = tathmini ya mchezo: { $title }
game-review-result = matokeo: { $result }
game-review-budget = kila msimamo umechunguzwa kwa kina cha hatua { $depth }, si zaidi ya vifundo { $nodes }
game-review-budget-unlimited = kila msimamo umechunguzwa kwa kina cha hatua { $depth }, bila kikomo cha vifundo
game-review-accuracy = usahihi
game-review-no-turning-points = hatua za mabadiliko: hakuna, hakuna hatua iliyopoteza pointi 10 za nafasi au zaidi
game-review-turning-points = { $count ->
    [one] hatua za mabadiliko (hatua iliyopoteza zaidi):
   *[other] hatua za mabadiliko (hatua { $count } zilizopoteza zaidi):
}
game-review-turning = zamu { $turn }, { $move } ({ $side }), { $class ->
    [best] hatua bora kabisa
    [good] hatua nzuri
    [inaccuracy] dosari
    [mistake] kosa
    [blunder] kosa kubwa
    [missed-win] alikosa ushindi wa lazima
   *[walked-into-loss] aliingia katika kushindwa kwa lazima
}: nafasi za { $side } zinashuka kutoka { $before } % hadi { $after } %
game-review-better = { $said }; { $move } ingekuwa bora
game-review-graph = nafasi za Kusini katika mchezo wote (nukta moja kwa kila msimamo):
game-review-start = mwanzo
game-review-turn = zamu { $turn }
game-svg-chances = nafasi za Kusini katika mchezo wote
game-svg-subtitle = { $result }; nafasi za Kusini katika mchezo wote; usahihi: Kusini { $south }, Kaskazini { $north }
game-svg-end = nafasi ya Kusini mwishoni: { $percent } %

## Kuanza, kuendelea na kuhifadhi mchezo

game-in-progress-under = mchezo wenye sheria { $rules } unaendelea katika `{ $path }` (zamu { $turn }): `bao game` huuendeleza, na `bao game --new` pamoja na chaguo hizi huanzisha mwingine na kuusahau huu
game-in-progress-between = mchezo kati ya { $south } na { $north } unaendelea katika `{ $path }` (zamu { $turn }): `bao game` huuendeleza, na `bao game --new` pamoja na chaguo hizi huanzisha mwingine na kuusahau huu
game-not-a-side = `{ $text }` si upande: toa S au N
game-does-not-replay = `{ $path }` haiwezi kuchezwa tena
game-does-not-replay-because = `{ $path }` haiwezi kuchezwa tena: { $error }
game-resuming = unaendelea na mchezo uliohifadhiwa katika `{ $path }` kwenye zamu { $turn }; `bao game --new` huanzisha mwingine
game-claim-held = mchezo ulio katika `{ $path }` uko wazi katika kikao kingine cha bao: n huanzisha mchezo mpya kwa jina jingine, r hufungua huu kwa kusoma tu (hakuna kinachochezwa kitakachohifadhiwa), q hutoka
game-claim-ask = n, r au q?{" "}
game-claim-new = mchezo mpya unahifadhiwa katika `{ $path }`
game-claim-refused = mchezo ulio katika `{ $path }` uko wazi katika kikao kingine cha bao: maliza kile kwanza, au chagua n (mchezo mpya kwa jina jingine) au r (kusoma tu)
game-store-no-dir = haijulikani pa kuhifadhi mchezo: weka HOME, au XDG_STATE_HOME kwa njia kamili
game-store-cannot-save = haiwezekani kuhifadhi mchezo katika `{ $path }`: { $error }
game-store-cannot-read = haiwezekani kusoma mchezo uliohifadhiwa `{ $path }`: { $error }
game-store-does-not-replay = mchezo uliohifadhiwa `{ $path }` hauwezi kuchezwa tena: { $error }; anza upya kwa `bao game --new`
game-store-read-only = mchezo ulio katika `{ $path }` ulifunguliwa kwa kusoma tu: hakuna kilichochezwa hapa kinachohifadhiwa
game-store-kept = rekodi yake imehifadhiwa katika `{ $path }` hadi mchezo mpya uanze (`bao replay` huipitia)
game-store-saved = mchezo umehifadhiwa katika `{ $path }`: { $resume } huuendeleza

## Hali ya mistari

game-line-keys = andika hatua kwa mojawapo ya nukuu mbili (A6L*, A6<) au shimo (A6); u rudisha, h dokezo (mara mbili: hatua yenyewe), r jitoe, s [FAILI] hifadhi rekodi, q toka (mchezo unahifadhiwa)
game-line-prompt = zamu ya { $player } ({ $side }) [hatua, u, h, r, s, q]:{" "}
game-line-over-prompt = u rudisha, s [FAILI] hifadhi rekodi, q toka:{" "}
game-took-back = { $count ->
    [one] zamu 1 imerudishwa
   *[other] zamu { $count } zimerudishwa
}
game-line-which = ipi?
game-line-which-prompt = nambari au hatua (Enter: hakuna):{" "}
game-line-none-of-them = `{ $text }` si mojawapo
game-played = { $turn }. { $move }: { $does }
game-bao-played = { $turn }. bao anacheza { $move }: { $does }
game-coach-says = kocha: { $text }
game-thinking = bao ({ $side }) anafikiri…
game-thinking-at-most = bao ({ $side }) anafikiri, si zaidi ya { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s…
game-search-failed = utafutaji wa bao umeshindwa
game-no-move-found = bao hakupata hatua yoyote
game-hint-hole = dokezo: angalia { $hole } (h tena kwa hatua yenyewe)
game-hint-move = dokezo: { $move }: { $does }
game-yes-words = y, ndiyo
game-yes-keys = yY
game-line-resign = ujitoe kwenye mchezo? [y/N]:{" "}
game-not-resigned = hujajitoa: mchezo unaendelea
game-record-written = rekodi imeandikwa katika `{ $name }`
game-line-record-exists = `{ $name }` ipo tayari na inabaki: toa jina jingine, `s FAILI`
game-record-cannot-write = haiwezekani kuandika `{ $name }`: { $error }

## Skrini nzima

game-side-player = { $side }: { $player }
game-side-stock = { $name }  akiba { $stock }
game-side-to-move = { $name }  ◀ zamu
game-side-stock-to-move = { $name }  akiba { $stock }  ◀ zamu
game-screen-moves-title = {" "}Hatua na kocha{" "}
game-coach-on = kocha kuhusu { $turn }. { $move }: { $text }
game-screen-resign = ujitoe kwenye mchezo? y kujitoa, kitufe kingine chochote kuendelea
game-screen-save-as = andika rekodi katika: { $name }_  (Enter huandika; tupu: bao-game.txt; Esc)
game-screen-over-review = mchezo umekwisha: { $result }; q hutoka na kuonyesha tathmini
game-screen-thinking-at-most = bao ({ $side }) anafikiri… si zaidi ya { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
game-screen-typed = hatua: { $text }_
game-screen-to-move = zamu ya { $side }: chagua shimo, au andika hatua
game-screen-keys = ←→↑↓ shimo  Enter cheza  u tendua  h dokezo  r jitoe  s hifadhi  q toka  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-board = ←→↑↓ shimo  Enter cheza  q toka  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-game = u tendua  h dokezo  r jitoe  s hifadhi
game-resignation-taken-back = kujitoa kumerudishwa
game-resign-on-your-turn = unajitoa katika zamu yako mwenyewe
game-record-not-written = rekodi haijaandikwa
game-no-move-from = hakuna hatua halali inayoanzia { $hole }
game-screen-record-exists = `{ $name }` ipo tayari na inabaki: s tena kutoa jina jingine
game-screen-no-free-name = hakuna jina huru la rekodi hapa

## bao replay

game-replay-turn = { $turn }. { $move } ({ $side }): { $does }
game-replay-header = { $players }, { $date }
game-replay-notes-title = {" "}Hatua na maoni{" "}
game-replay-start = mwanzo wa mchezo wa zamu { $count }: → au Enter hucheza ya kwanza
game-replay-end-goes-on = zamu { $turn } kati ya { $count }, mwisho wa rekodi: mchezo unaendelea
game-replay-end = zamu { $turn } kati ya { $count }, mwisho: { $result }
game-replay-at = zamu { $turn } kati ya { $count }: { $move } ({ $side })
game-replay-keys = Enter/→ mbele  ← nyuma  Home mwanzo  End mwisho  +- kasi  q toka
game-replay-keys-step = Enter/→ mbele  ← nyuma  +- kasi
game-replay-keys-jump = Home mwanzo  End mwisho  q toka
game-replay-result = matokeo: { $result }
game-replay-annotated = nakala yenye maelezo imeandikwa katika `{ $path }`
game-replay-turn-does-not-replay = zamu { $turn } haiwezi kuchezwa tena
game-replay-is-the-record = `{ $path }` ndiyo rekodi yenyewe: --annotate huandika nakala, kamwe si juu ya asili
game-replay-exists = `{ $path }` ipo tayari na inabaki: iondoe au toa --out nyingine
game-review-svg-is-the-record = `{ $path }` ndiyo rekodi yenyewe: ipe --svg faili nyingine
game-review-svg-exists = `{ $path }` ipo tayari na inabaki: iondoe au toa --svg nyingine
game-review-svg-written = grafu ya tathmini imechorwa katika `{ $path }`
game-review-progress = inatathmini msimamo { $n } kati ya { $total }

## Tathmini kwenye skrini nzima na upau wa nafasi

game-review-no-moves = hakuna hatua
game-review-side = { $side }: { $counts }
game-review-side-accuracy = { $side }: { $counts }; usahihi { $accuracy } %
game-review-title = tathmini: { $title }
game-review-keys = q toka
game-bar-north = Kas
game-bar-south = Kus
game-bar-finding = nafasi za Kusini: …
game-bar-line = Kusini { $percent } %

## Rekodi za mchezo zisizosomeka (src/game/record/parse.rs, src/game/record.rs, src/game/store.rs)
game-record-line = mstari { $line }: { $message }
game-record-control = herufi ya udhibiti `{ $text }` haiwezi kuwa katika rekodi
game-record-out-of-order = zamu `{ $text }` haiko kwa mpangilio: zamu { $expected } ndiyo inayofuata
game-record-neither = `{ $text }` si mstari wa kichwa `Ufunguo: thamani` wala zamu yenye namba `1. A6L*`
game-record-header-after-turn = mstari wa kichwa lazima uje kabla ya zamu ya kwanza
game-record-header-empty = kichwa `{ $key }` hakina thamani
game-record-players-form = `Players:` huchukua `KUSINI - KASKAZINI`
game-record-players-twice = wachezaji wametajwa mara mbili
game-record-unknown-header = kichwa kisichojulikana `{ $key }`: vichwa ni Rules, South, North, Players, Date, Result na Start
game-record-header-twice = kichwa `{ $key }` kimetolewa mara mbili
game-record-comment-open = maoni ya `{"{"}` lazima yaishe kwa `{"}"}` kwenye mstari wake
game-record-no-move = zamu haina hatua
game-record-one-move = `{ $text }`: hatua moja kwa mstari (weka maoni baada ya `;`)
game-record-no-rules = rekodi haina mstari wa `Rules:`
game-record-rules = `Rules:` { $reason }
game-record-start = `Start:` { $reason }
game-record-at-column = { $reason } kwenye safu wima { $column }
game-record-player-south = mchezaji wa Kusini { $reason }
game-record-player-north = mchezaji wa Kaskazini { $reason }
game-record-level = `{ $text }`: kiwango cha bao ni 1 hadi 6
game-record-time = `{ $text }`: muda wa bao kwa hatua ni 1 hadi { $most } ms (saa moja)
game-record-no-result = rekodi haina mstari wa `Result:`
game-record-bad-result = `Result:` `{ $text }` si matokeo: andika `*` kwa mchezo unaoendelea, au nani alishinda na kwa nini, k.m. `South wins: North resigned`
game-record-after-end = zamu { $turn } inakuja baada ya mwisho wa mchezo ({ $outcome })
game-record-turn = zamu { $turn } `{ $text }`: { $message }
game-record-not-over = mchezo haujaisha baada ya zamu ya mwisho
game-record-start-over = nafasi ya `Start:` imekwisha tayari: { $outcome }
game-record-moves-end = hatua zinaumaliza: { $outcome }
game-record-result-differs = `Result:` inasema `{ $text }`, lakini { $played }
game-store-lock-irregular = faili la kufuli si faili la kawaida: liondoe
game-store-no-other-name = hakuna jina jingine lililo huru kando yake hadi 99
game-player-you = wewe
game-coach-legend = { $capture } jibu linakula  { $better } hatua bora
