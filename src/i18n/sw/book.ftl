# book: maneno ya kitabu kinachoandikwa na `bao book` (maandishi ya masomo yanatoka kwenye kozi).

## Pande
book-south = Kusini
book-north = Kaskazini

## Fumbo linalochezwa kwenye ukurasa (src/book/play.rs)
book-play-caption = { $turns ->
    [1] Zamu ya { $side }: shinda mara moja
   *[other] Zamu ya { $side }: shinda ndani ya zamu { $turns }
}
book-play-wins-at-once = { $mv } inashinda mara moja: { $end }.
book-play-right-and-over = { $mv } ni sahihi. { $defender } anajibu { $reply }, na { $end }.
book-play-right-go-on = { $turns ->
    [1] { $mv } ni sahihi. Utetezi mrefu zaidi wa { $defender } ni { $reply }; sasa { $solver } anaweza kushinda kwa hatua moja.
   *[other] { $mv } ni sahihi. Utetezi mrefu zaidi wa { $defender } ni { $reply }; sasa { $solver } anaweza kushinda ndani ya zamu { $turns }.
}
book-play-ends-not-won = { $mv } inamaliza mchezo, lakini si kwa ushindi: { $end }.
book-play-front-row-holds = { $seeds ->
    [one] Baada ya { $mv }, safu ya mbele ya { $defender } bado ina kete 1: mchezo unaendelea.
   *[other] Baada ya { $mv }, safu ya mbele ya { $defender } bado ina kete { $seeds }: mchezo unaendelea.
}
book-play-no-force = { $mv } hailazimishi ushindi.
book-play-sentence = { $text }.
book-play-had-to-win = { $solver } alipaswa kushinda kwa hatua hii.
book-play-cannot-force = { $turns ->
    [one] { $seeds ->
        [one] { $solver } hawezi kulazimisha ushindi katika zamu 1 iliyobaki: safu ya mbele ya { $defender } basi ina kete 1.
       *[other] { $solver } hawezi kulazimisha ushindi katika zamu 1 iliyobaki: safu ya mbele ya { $defender } basi ina kete { $seeds }.
    }
   *[other] { $seeds ->
        [one] { $solver } hawezi kulazimisha ushindi katika zamu { $turns } zilizobaki: safu ya mbele ya { $defender } basi ina kete 1.
       *[other] { $solver } hawezi kulazimisha ushindi katika zamu { $turns } zilizobaki: safu ya mbele ya { $defender } basi ina kete { $seeds }.
    }
}
book-play-escapes = { $after } { $defender } anajibu { $reply } na kuponyoka: { $leads }

## Maneno ya skripti za ukurasa (src/book/assets/*.js, yanayoandikwa katika bao-words.js)
book-js-the-move = hatua
book-js-step-through = Pitia { $move } hatua kwa hatua: vitufe vya mshale wa kushoto na kulia, au vitufe hivi
book-js-back-step = Rudi kipengele kimoja
book-js-back = Rudi
book-js-play = Cheza
book-js-next-step = Kipengele kinachofuata
book-js-next = Mbele
book-js-board-of = Bao { $number } kati ya { $total }
book-js-pause = Simamisha
book-js-hint-move = Hatua yako, kwa mwandiko wowote kati ya hiyo miwili, au gusa shimo lake
book-js-hint-hole = Shimo (A4 au b7), au uliguse
book-js-hint-number = Idadi ya kete
book-js-hint-yesno = Ndiyo au hapana
book-js-hint-other = Jibu lako
book-js-label = { $hint }:{ " " }
book-js-check-answer = Kagua jibu
book-js-check = Kagua
book-js-show-answer = Onyesha jibu
book-js-typed-yes = ndiyo ndio
book-js-typed-no = hapana la
book-js-not-move = “{ $text }” si hatua halali hapa, au si hatua ambayo bao inaweza kuisoma.
book-js-not-hole = “{ $text }” si shimo: andika moja kama A4 au b7.
book-js-not-number = “{ $text }” si idadi ya kete.
book-js-not-yesno = “{ $text }” si ndiyo wala hapana.
book-js-not-answer = “{ $text }” si jibu linalowezekana hapa.
book-js-no-try = Hilo halikugharimu jaribio.
book-js-tries-over = Umejaribu mara { $tries }: jibu linaonyeshwa hapa chini.
book-js-try-again = Jaribu tena, au onyesha jibu.
book-js-which-move = Zaidi ya hatua moja zinaanzia hapo: ipi?
book-js-play-move = Cheza { $move }
book-js-no-move-from = Hakuna hatua halali inayoanzia { $hole }.
book-js-answer-yes = Jibu ndiyo
book-js-answer-no = Jibu hapana
book-js-yes = Ndiyo
book-js-no = Hapana
book-js-play-the-move = Cheza hatua
book-js-again-puzzle = Anza fumbo upya
book-js-again = Anza upya
book-js-win-at-once = Zamu ya { $side }: tafuta hatua inayoshinda mara moja.
book-js-win-within = Zamu ya { $side }: shinda ndani ya zamu { $turns }.
book-js-solved = Limetatuliwa: { $side } anashinda.
book-js-try-another = Jaribu hatua nyingine.
book-js-move-again = Ni zamu yako tena.
book-js-drawn-north = Mabao yamechorwa kutoka upande wa Kaskazini.
book-js-drawn-south = Mabao yamechorwa kutoka upande wa Kusini.
book-js-draw-south = Yachore kutoka upande wa Kusini
book-js-draw-north = Yachore kutoka upande wa Kaskazini

## Mafumbo kwa mada (src/book/themes.rs)
book-themes-title = Mafumbo kwa mada
book-themes-intro = Mafumbo ya mkusanyiko wa bao, yaliyopatikana katika michezo yake yenyewe, kwa kile ambacho suluhisho zake zinaonyesha: ukurasa mmoja kwa kila mada pamoja na mafumbo yake { $count } rahisi zaidi. Cheza kila fumbo kwenye ukurasa: gusa shimo au andika hatua, na ukurasa unajibu kwa utetezi mrefu zaidi, au unaeleza kwa nini hatua hiyo inashindwa.
book-themes-in-english = Kurasa za mada ni zile za kitabu cha Kiingereza: mabao yake yanachorwa mara moja tu kwa vitabu vyote.
book-theme-title = Mada: { $name }
book-theme-puzzle = Fumbo { $id }
book-theme-rated = Kiwango { $rating }.
book-theme-position = Fumbo { $id }: nafasi ya fumbo
