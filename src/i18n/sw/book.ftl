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

## Kipengele cha somo (src/book/step.rs, puzzle.rs, seal.rs)
book-step = Kipengele { $number }
book-step-confirms = Injini inathibitisha kwamba { $mv } { $what }.
book-step-puzzle-caption = Kipengele { $number }: nafasi ya fumbo
book-step-caption = Kipengele { $number }: zamu ya { $side }
book-step-caption-highlighted = Kipengele { $number }: zamu ya { $side }; { $what ->
    [legal] mashimo ambayo hatua halali zinaanzia yameangaziwa
    [illegal] shimo la hatua isiyo halali limeangaziwa
    [question] shimo ambalo hatua ya swali inaanzia limeangaziwa
   *[several] mashimo ambayo kipengele kinayahusu yameangaziwa
}
book-step-not-among-legal = haimo miongoni mwa hatua halali
book-step-drawn-above = inaacha bao kama lilivyochorwa hapo juu
book-prompt-find = Tafuta hatua ambayo { $goal }.
book-step-illegal = { $mv } si halali hapa: { $why }.
book-step-no-legal-move = Hakuna hatua halali.
book-step-legal-moves = { $count ->
    [one] Injini inapata hatua { $count } halali: { $moves }.
   *[other] Injini inapata hatua { $count } halali: { $moves }.
}
book-question = Swali.
book-hint = Dokezo
book-the-hint = dokezo
book-answer = Jibu
book-the-answer = jibu
book-what-the-move-does = Hatua hii inafanya nini:
book-puzzle-question = Zamu ya { $side }: shinda ndani ya { $turns }
book-puzzle-line = Mfululizo, dhidi ya utetezi mrefu zaidi: { $moves }.
book-puzzle-idea = Wazo.
book-solution = Suluhisho
book-the-solution = suluhisho
book-answers-its-place = mahali pake kwenye ukurasa
book-answers-title = Majibu: { $chapter }
book-answers-intro = Madokezo, majibu na masuluhisho ambayo kurasa za { $chapter } zinayakunja, kwa msomaji asiye na JavaScript. Utafutaji wa kitabu unauacha ukurasa huu nje, ili utafutaji usifichue lolote kati yake.
book-sealed-note = { $label } linaonyeshwa hapa JavaScript ikiwa imewashwa; bila hiyo, lisome kwenye { $page }.
book-sealed-answers-page = ukurasa wa majibu

## Mabao na hatua (src/book/figure.rs, figure/laps.rs)
book-figure-printed-as = { $written }, ambayo `bao` inaiandika { $printed }
book-figure-plays-from = { $side } anacheza { $mv }, akianzia { $hole }.
book-figure-before = Kabla ya { $mv }: zamu ya { $side }, akianzia { $hole } (limeangaziwa)
book-figure-to-move = Zamu ya { $side }.
book-figure-before-line = Kabla ya mfululizo: zamu ya { $side }
book-figure-plays-lap = { $side } anacheza { $mv }: { $lap }
book-figure-plays = { $side } anacheza { $mv }.
book-figure-the-line = mfululizo
book-figure-lap = Mzunguko { $number } wa { $mv }, mashimo uliyoyagusa yameangaziwa
book-figure-more-laps = Upandaji unaendelea mizunguko { $count } zaidi, ambayo haijachorwa hapa.
book-figure-after-over = Baada ya { $mv }: { $end }
book-figure-after = Baada ya { $mv }: zamu ya { $side }
book-figure-last-seed = { $caption }; kete ya mwisho iliangukia { $hole } (limeangaziwa)

## Ukurasa wa somo na wa sura (src/book/lessons.rs, markdown.rs)
book-lessons = Masomo
book-the-lessons = Masomo
book-the-rule = Kanuni
book-the-sources = Vyanzo
book-step-by-step = Kipengele kwa kipengele
book-steps-played = { $count ->
    [1] Kipengele kilicho hapa chini kilichezwa na injini ukurasa huu ulipoandikwa, na kila kinachosema kilithibitika.
   *[other] Kila kimoja kati ya vipengele { $count } vilivyo hapa chini kilichezwa na injini ukurasa huu ulipoandikwa, na yote yanayosemwa humo yalithibitika.
}
book-rules-line = Unachezwa kwa kanuni { $rules }.
book-quote-in = , kwa { $language ->
    [Catalan] Kikatalani
    [Spanish] Kihispania
    [English] Kiingereza
   *[Swahili] Kiswahili
}
book-quote-gloss = Kwa Kiswahili:

## Michoro iliyochapishwa (src/book/diagrams.rs)
book-diagrams-title = Michoro iliyochapishwa
book-diagrams-intro = Hizi ni nafasi zilizochapishwa katika vyanzo, kama `bao` inavyozisoma. Somo linataja mojawapo kwa kitambulisho chake (`position: seed000-d09`), na vivyo hivyo masomo ya mwalimu mwenyewe. Kila mchoro una hali, inayoeleza namba zake zinatoka wapi:
book-diagrams-claims = Sentensi ambazo vyanzo vinasema kuhusu mchoro ni madai yake. Kila moja imenukuliwa katika lugha ya chanzo pamoja na tafsiri, na kila moja ilithibitishwa na injini ukurasa huu ulipoandikwa.
book-diagrams-table-head = kitambulisho | kinachoonyesha | hali | madai
book-diagram-status = { $status ->
    [primary] msingi
    [secondary] wa pili
   *[reconstructed] uliojengwa upya
}
book-diagram-status-means = { $status ->
    [primary] namba zimenakiliwa kutoka kwa maandishi ya mbegu au tafsiri yake aminifu
    [secondary] namba zinatoka kwa unakili wa mtu mwingine wa mchoro ambao hatukuweza kuuona
   *[reconstructed] namba hazikupatikana kamwe; nafasi ilijengwa ili kutimiza kila sentensi ambayo maandishi yanasema kuihusu, na kila moja ya sentensi hizo imethibitishwa hapa chini
}
book-diagram-status-line = Hali: { $status }.
book-diagram-caption = Mchoro { $id }: { $title }
book-diagram-claims = Kile ambacho chanzo kinasema kuuhusu, kila sentensi imethibitishwa na injini:
book-diagram-source = Chanzo:
book-diagram-seed-file = { " " }(faili la mbegu { $file })
book-diagram-caption-of = maelezo ya { $figure }
book-diagram-the-caption = maelezo ya mchoro
book-claim = Dai { $number }.
book-claim-said-of = lilisemwa kuhusu { $figure }
book-claim-that-is = Yaani:
book-claim-position = Nafasi ambamo dai { $number } linakaguliwa
book-claim-position-hole = Nafasi ambamo dai { $number } linakaguliwa, shimo la hatua limeangaziwa
book-claim-proved = Imethibitishwa:
book-proved-no-move = hakuna hatua halali.
book-proved-only-move = hatua halali pekee ni { $mv }.
book-proved-moves = hatua halali ni hizi hasa: { $moves }.
book-proved-legal = { $mv } ni halali.
book-proved-legal-and = { $mv } ni halali na { $what }.
book-proved-illegal = { $mv } si halali: { $why }.
book-proved-puzzle = Zamu ikiwa ya { $side }, anashinda ndani ya { $turns }, si mapema zaidi, utetezi wowote ule.

## Utangulizi (src/book/intro.rs)
book-intro-title = Utangulizi
book-intro-what = Bao ni mchezo wa mankala wa safu nne wa pwani ya Afrika Mashariki. Kitabu hiki kinaeleza kanuni zake kama programu ya `bao` inavyozicheza, kikinukuu maandishi yaliyochapishwa ambamo zinatoka. Hakuna kilichochorwa kwa mkono hapa: kila bao linakokotolewa, na kila hatua ya mfano inasomwa, inakaguliwa na kuchezwa na injini ileile ya kanuni inayotumiwa na `bao play`, kila mara kitabu kinapoandikwa. Kama mfano ungeacha kuwa halali, kitabu kisingejengwa.
book-intro-reading = Kusoma bao
book-intro-seat = Mabao yamechorwa kutoka kiti cha Kusini, kama michoro iliyochapishwa inavyoyaonyesha. Safu mbili za juu ni za Kaskazini: safu yake ya nyuma `b` na safu yake ya mbele `a`. Mbili za chini ni za Kusini: safu yake ya mbele `A` na safu yake ya nyuma `B`. Kila mchezaji anahesabu mashimo yake kutoka 1 hadi 8 kuanzia kushoto kwake mwenyewe, kwa hiyo namba za Kusini zinakwenda kutoka kushoto kwenda kulia chini, na za Kaskazini kutoka kulia kwenda kushoto juu, na `A1` inaitazama `a8`.
book-intro-marks = Alama:
book-intro-marks-list =
    - shimo la mraba ni **nyumba** ambayo mwenyewe bado anayo;
    - pete kamili ni **kichwa**, shimo la mwisho la safu ya mbele;
    - pete ya vistari ni **kimbi**, shimo lililo kando ya kichwa;
    - shimo la rangi ya kaharabu ni lile ambalo kipengele kinachoonyeshwa kiliguswa;
    - msalaba mwekundu unaonyesha shimo ambalo **takasia** inalizuia katika zamu hii.
book-intro-screen-readers = Kila bao lina maelezo ya maandishi ya kila idadi kwa ajili ya visoma skrini.
book-intro-start-kiswahili = Mwanzo wa Bao la Kiswahili: kete sita katika kila nyumba, mbili katika kila moja ya mashimo mawili yanayofuata, 22 katika kila akiba
book-intro-start-kujifunza = Mwanzo wa Bao la Kujifunza, mchezo wa wanaojifunza: kete mbili katika kila shimo
book-intro-texts = Maandishi yaliyonukuliwa
book-intro-texts-quoted = Kanuni zimenukuliwa kutoka kwa maandishi matano, yanayotajwa hapa kwa namba ambazo mradi unayapa:
book-intro-texts-list =
    - **mbegu 000 na 001**: “Bao Part 2”, tafsiri ya Kikatalani na ya Kihispania ya makala ya Rob Nierse kuhusu Bao, pamoja na michoro 7 hadi 15;
    - **mbegu 002 na 003**: “Bao de Zanzíbar”, tafsiri ya Kihispania ya kanuni hizohizo, sehemu 4.2.3.7 hadi 4.2.6;
    - **mbegu 004**: “THE RULES OF BAO”, maandishi ya zamani zaidi ya Kiingereza katika aya ishirini.
book-intro-other-books = Vitabu vingine vya kanuni (Mancala World, kanuni na mwandiko wa klabu ya KIBA) vinanukuliwa kupitia uchunguzi wa mradi kuhusu mahali vyanzo vinapotofautiana. Manukuu yanabaki katika lugha yake na makosa yake ya uchapaji; kila moja lisilo la Kiswahili lina tafsiri ya Kiswahili.
book-intro-options-chapter = Pale vyanzo vinapotofautiana, `bao` inafuata usomaji mmoja na kutaja mingine kama chaguo za kanuni ({ $example } na kadhalika); sura ya chaguo za kanuni inaonyesha kila moja likifanya kazi.
book-intro-options = Pale vyanzo vinapotofautiana, `bao` inafuata usomaji mmoja na kutaja mingine kama chaguo za kanuni ({ $example } na kadhalika).

## Vichwa vya sura za marejeo
book-glance-title = Kanuni kwa muhtasari
book-glance-intro = Mchezo mzima katika karatasi moja, kwa mpangilio wa uchezaji; unachapishwa pande mbili za A4. Kila mstari unaunganisha na somo linaloufundisha, pamoja na mabao yaliyochezwa na injini.
book-glance-print = Chapisha karatasi hii
book-glance-board = Bao: safu A na B za Kusini chini, a na b za Kaskazini juu; nyumba A5 na a5 zimechorwa mraba, vichwa A1 na A8 kwa pete kamili, vimbi A2 na A7 kwa pete za vistari
book-glossary-title = Faharasa
book-notation-title = Mwandiko wa hatua
book-options-title = Chaguo za kanuni
book-teachers-writing = Kuandika masomo
book-teachers-example = Kuandika masomo: mfano kamili

## Kanuni kwa muhtasari (src/book/glance.rs)
book-glance-h-board = Bao
book-glance-rows = Safu nne za mashimo manane. Kila mchezaji anamiliki safu mbili za upande wake: safu yake ya mbele A na safu yake ya nyuma B, kila moja ikihesabiwa 1 hadi 8 kuanzia kushoto kwake mwenyewe.
book-glance-special-holes = Mashimo ya mwisho ya safu ya mbele, A1 na A8, ni vichwa; mashimo yaliyo kando yake, A2 na A7, ni vimbi; A5, iliyochorwa mraba, ni nyumba.
book-glance-circuit = Kete za mchezaji zinazunguka mashimo yake kumi na sita tu, kwa mwendo wa saa au kinyume chake.
book-glance-h-sowing = Upandaji
book-glance-lap = Mzunguko: inua kete zote za shimo na uzidondoshe moja moja katika mashimo yanayofuata.
book-glance-relay = Kete ya mwisho inayoangukia shimo lenye kete (na isile chochote) inamfanya mchezaji ainue shimo hilo na aendelee kupanda; inayoangukia shimo tupu inamaliza zamu.
book-glance-corner = Mwishoni mwa safu ya mbele upandaji unageuka kuingia safu ya nyuma, na kurudi tena.
book-glance-h-capture = Ulaji
book-glance-capture = Shimo la mbele lenye kete linaweza kula kete za shimo la mbele la mpinzani linalolitazama. Ulaji unapowezekana, mchezaji lazima ale.
book-glance-entry = Kete zilizoliwa zinapandwa katika safu ya mbele ya aliyekula kuanzia kichwa: kuanzia kichwa cha karibu zinapochukuliwa kwenye kichwa au kimbi.
book-glance-again = Mzunguko wa kete zilizoliwa unaoishia kando ya shimo jingine lililo hatarini unakula tena.
book-glance-h-namua = Namua, hatua ya kwanza
book-glance-setup = Bao la Kiswahili linaanza na kete 6, 2 na 2 katika A5, A6 na A7 za kila mchezaji na 22 zaidi mkononi mwa kila mchezaji. Maadamu mkono wake una kete, kila hatua yake inaanza kwa kuweka moja kwenye bao.
book-glance-takasa = Kukiwa hakuna ulaji wa kufanya, kete inaingia shimo la mbele lenye kete, na shimo hilo linapandwa: takasa.
book-glance-h-nyumba = Nyumba
book-glance-safari = Katika hatua ya namua, ulaji ambao mzunguko wake unaishia, bila kula zaidi, katika nyumba ya mchezaji mwenyewe, ambayo bado ni yake na ina kete sita au zaidi, unaweza kusimama hapo au kuendelea kupanda nyumba: safari.
book-glance-tax = Takasa ya namua ambayo shimo lake pekee la mbele lenye kete ni nyumba hiyo inapanda kete zake mbili tu: kodi.
book-glance-h-mtaji = Mtaji, hatua ya pili
book-glance-mtaji-capture = Mkono wake ukishakuwa mtupu, mchezaji anaanza kila hatua kwa kuinua moja ya mashimo yake mwenyewe; inakula tu ikiwa mzunguko wake wa kwanza unaishia katika shimo la mbele ambalo tayari lilikuwa na kete, likitazama kete za mpinzani.
book-glance-sixteen = Shimo lenye kete kumi na sita au zaidi kamwe halianzishi ulaji.
book-glance-h-takasa = Takasa na takasia
book-glance-mtaji-takasa = Hatua isiyo na ulaji, takasa, inapanda shimo la mbele lenye kete mbili au zaidi; safu ya nyuma tu pale safu ya mbele haina hata moja.
book-glance-takasia = Takasa inayoacha shimo moja tu la mpinzani wazi kuliwa inalizuia shimo hilo kwa zamu yake inayofuata: takasia.
book-glance-takasia-limits = Mashimo mengine hayazuiwi kamwe, na kizuizi kinadumu zamu moja.
book-glance-h-end = Mwisho
book-glance-bao-hamna = Mchezaji ambaye safu yake ya mbele ni tupu ameshindwa, papo hapo.
book-glance-no-move = Mchezaji asiye na hatua halali katika zamu yake ameshindwa.
book-glance-never-ending = Upandaji ambao ungezunguka milele si hatua ambayo bao inakuruhusu kuicheza.
book-glance-h-kujifunza = Bao la Kujifunza
book-glance-learners = Mchezo wa wanaojifunza: kete mbili katika kila shimo, bila kete mkononi na bila nyumba; kila hatua inachezwa kama katika hatua ya mtaji.

## Maelezo ya faharasa (src/book/glossary.rs)
book-glossary-bao = Mchezo, na ubao unaochezewa.
book-glossary-bao-hamna = Kushinda kwa kuiacha tupu safu ya mbele ya mpinzani.
book-glossary-kiswahili = Mchezo kamili: akiba ya kete, hatua ya namua, nyumba.
book-glossary-kujifunza = Mchezo wa wanaojifunza: kete mbili katika kila shimo, bila akiba na bila nyumba.
book-glossary-kete = Kete za mchezo.
book-glossary-kichwa = Mashimo ya mwisho ya safu ya mbele, A1 na A8 (a1 na a8 kwa Kaskazini). Kete zilizoliwa zinaingia safuni kupitia kichwa.
book-glossary-kimbi = Mashimo yaliyo kando ya vichwa, A2 na A7. Ulaji kwenye kichwa au kimbi unaingia kupitia kichwa cha upande huo.
book-glossary-kutakata = Kitenzi cha takasa: kupanda bila kula.
book-glossary-mkononi = Ushindi wa haraka, kabla kete zote za akiba hazijaingia mchezoni.
book-glossary-mtaji = Vyanzo vinatumia neno hili kwa mambo mawili tofauti: shimo la mpinzani linaloweza kuliwa, au konzi ya mlaji mwenyewe inayolifikia. Hatua ya pili ya mchezo imepewa jina lake.
book-glossary-mtaji-moja = “Mtaji mmoja”: shimo pekee la mpinzani linalolengwa, ambalo mchezaji aliye katika takasa hawezi kulipanda. Chaguo la takasia la injini linalifuata.
book-glossary-namua = Hatua ya kwanza, maadamu mchezaji bado ana kete katika akiba yake: kila hatua inaanza kwa kuweka moja yao kwenye bao.
book-glossary-nyumba = Nyumba, A5 (a5 kwa Kaskazini), yenye kete sita mwanzoni. Inabaki na haki zake maadamu mwenyewe hajawahi kuimaliza na ina kete sita au zaidi.
book-glossary-piga-tanji = Shambulio dhidi ya mashimo kadhaa kwa wakati mmoja.
book-glossary-shimo = Shimo moja, mashimo mengi.
book-glossary-singleton = Neno la Kiingereza katika orodha ya Kihispania: shimo lenye kete moja, ambalo kamwe halianzishi hatua.
book-glossary-takasa = Hatua isiyo na ulaji. Katika mwandiko wa hatua inawekewa alama `*`.
book-glossary-takasia = Takasa inayomwacha mpinzani bila ulaji na akiwa na shimo moja tu lililo hatarini, ambalo kisha linazuiwa kwa zamu yake inayofuata (KIBA inasema kutakatia na kuandika `**`).
book-glossary-intro = Maneno ya Kiswahili ya kanuni, kila moja pamoja na sentensi za maandishi ya vyanzo zinazolifafanua au kulitumia, zimenukuliwa kama zilivyochapishwa (makosa ya uchapaji yakiwemo), na tafsiri ya Kiswahili chini ya kila nukuu isiyo ya Kiswahili. Maelezo yaliyo kabla ya manukuu ni usomaji mfupi wa kitabu hiki chenyewe.

## Sura ya mwandiko wa hatua (src/book/notation.rs)
book-notation-intro = Kuna njia mbili za kuandika hatua zilizochapishwa. Maandishi ambayo kitabu hiki kinayategemea yanatumia moja iliyobuniwa pamoja na walimu wa Bao; klabu ya KIBA inatumia nyingine. `bao` inasoma zote mbili, na inaandika aina yake ya ile ya kwanza kwa herufi `L` na `R` (kushoto, kulia).
book-notation-holes = Mashimo
book-notation-own-left = Kila mchezaji anahesabu kuanzia kushoto kwake mwenyewe, kwa hiyo hatua inaandikwa vilevile yeyote anayeicheza: `A5` ya Kusini na `a5` ya Kaskazini zote ni nyumba.
book-notation-holes-named = Mashimo kwa majina yake: safu b na a za Kaskazini juu, safu A na B za Kusini chini
book-notation-seed = Mwandiko wa mbegu
book-notation-letter = Herufi ina maana mbili. Kwa ulaji ni upande ambao kupitia kichwa chake kete zilizoliwa zinaingia; kwa hatua isiyo na ulaji ni mwelekeo ambao kete zinapandwa. `bao` inasoma pia `I` na `D` za Kihispania, na `E` ya Kikatalani (esquerra).
book-notation-kiba = Mwandiko wa KIBA
book-notation-arrow = Mshale daima ni mwelekeo ambao kete zinasafiri. Kwa hatua isiyo na ulaji ni herufi ya mwandiko wa mbegu iliyochorwa kama mshale; kwa ulaji wa namua kutoka shimo la katikati ni upande ulio kinyume na herufi ya mwandiko wa mbegu, kwa kuwa kete zinazoingia kupitia kichwa cha kushoto zinasafiri kuelekea kulia. Kumbuka kwamba `>` ina maana “kuelekea kulia” hapa lakini “nyumba inapandwa” katika mwandiko wa mbegu: `bao` inazitofautisha kwa kile kinachotangulia.
book-notation-both = Miandiko yote miwili ubavu kwa ubavu
book-notation-both-intro = Kila mfano ulio hapo juu, umeandikwa kwa njia zote mbili na `bao` na kusomwa tena kuwa hatua ileile:
book-notation-table-head = iliyoandikwa | mwandiko wa mbegu | mwandiko wa KIBA | `bao` inaandika | zilizoliwa | kete ya mwisho
book-notation-position = Nafasi:
book-notation-first-move = Hatua ya kwanza ya mchezo: kete ya akiba inaingia A6, ambayo kete zake tatu zinapandwa kuelekea kushoto (kwa Kihispania izquierda); hakuna ulaji, kwa hiyo `*`.
book-notation-text-example = Mfano wa maandishi yenyewe: kete ya akiba inaingia shimo la tano, kete zilizo mkabala zinaliwa na kuingizwa kutoka kulia (derecha); upandaji unaishia katika nyumba, ambayo inaendelea kupandwa (`>`).
book-notation-other-example = Mfano mwingine wa maandishi: hakuna ulaji unaowezekana, kwa hiyo A3 inapandwa kuelekea kulia (`D`) kama takasa (`*`).
book-notation-travel-right = Ulaji wa namua kwenye A3 ambao kete zake zilizoliwa zinasafiri kuelekea kulia: zinaingia kupitia kichwa cha kushoto A1. Mwandiko wa mbegu unataja upande wa kuingilia, kwa hiyo unaiandika hatua hii `A3I`.
book-notation-travel-left = Ulaji uleule ukiingizwa kupitia kichwa cha kulia A8, ukisafiri kuelekea kushoto: `A3D` katika mwandiko wa mbegu.
book-notation-takasia = Takasa (`*`) inayomwacha Kaskazini bila cha kula na shimo moja, a3, wazi kuliwa: takasia (`**`) inazuia a3 kwa zamu inayofuata ya Kaskazini.
book-notation-winning = Hatua ya ushindi (`#`): ulaji unaimaliza safu ya mbele ya Kaskazini.

## Sura ya chaguo za kanuni (src/book/disagreements.rs)
book-options-h-namua-takasa = Shimo lipi linapokea kete ya akiba katika takasa ya namua
book-options-q-namua-takasa = Katika hatua ya namua, ulaji usipowezekana, mchezaji anaweka kete ya akiba katika moja ya mashimo yake ya mbele na kulipanda. Je, shimo hilo linaweza kuwa singleton?
book-options-a-namua-takasa = Kusini hana nyumba wala ulaji. Chini ya `limited` ni A8 tu, yenye kete mbili, inayoweza kupokea kete ya akiba; chini ya `any` singleton A4 pia inaweza.
book-options-h-takasia = Takasia: kuzuia shimo pekee lililo hatarini
book-options-q-takasia = Katika hatua ya mtaji, takasa inapomwacha mpinzani bila ulaji wake mwenyewe na akiwa na shimo moja tu lililo wazi kuliwa, je, shimo hilo linazuiwa kwa zamu yake inayofuata?
book-options-a-takasia = Takasa ya Kusini inatishia a3 ya Kaskazini na inamwacha Kaskazini bila cha kula. Takasia ikiwa imewashwa, a3 inazuiwa na Kaskazini lazima apande a6; ikiwa imezimwa, Kaskazini anaweza kupanda yoyote kati ya hizo.
book-options-h-endless = Hatua zisizoisha kamwe
book-options-q-endless = Upandaji wa kuendelea unaweza kurudi kwenye hali ambayo umeshawahi kuwa nayo, na hapo ungezunguka milele. Je, hatua kama hiyo inaruhusiwa, na ina maana gani?
book-options-a-endless = A7L* inapanda milele. Chini ya `illegal` haimo miongoni mwa hatua za Kusini; chini ya `draw` inamaliza mchezo kwa sare, na chini ya `mover-loses` inaupoteza.
book-options-h-takasa-nyumba = Takasa ya namua inayoishia katika nyumba
book-options-q-takasa-nyumba = Katika hatua ya namua, mzunguko wa takasa unapoishia katika nyumba ya mchezaji mwenyewe, ambayo bado ina kete sita au zaidi, je, hatua lazima isimame hapo, au mchezaji anaweza kuchagua kuendelea kupanda nyumba?
book-options-a-takasa-nyumba = A7 inapokea kete ya akiba na kete zake mbili zinaishia katika nyumba. Chini ya `stops` zamu inaishia hapo; chini ya `may-stop` Kusini anaweza pia kuendelea kupanda nyumba, A7L>*.
book-options-h-tax = Je, nyumba ya kete tano inatozwa kodi?
book-options-q-tax = Katika hatua ya namua, nyumba inapokuwa shimo pekee la mbele lenye kete la mchezaji na hakuna kinachoweza kuliwa, nyumba yenye kete sita au zaidi inalipa kodi: kete ya akiba inaingia, kete mbili zinatoka na kupandwa, na nyumba inabaki. Nyumba ndogo zaidi inapandwa yote na kupotea. Je, hizo sita zinahesabiwa kabla kete ya akiba haijaingia, au baada?
book-options-a-tax = Nyumba ya Kusini ina kete tano na ni shimo lake pekee la mbele lenye kete; hawezi kula. Chini ya `before-seed` nyumba ni ndogo mno kwa kodi: kete ya akiba inafanya sita, zote sita zinapandwa na nyumba inapotea. Chini ya `after-seed` kete ya akiba inakamilisha zile sita za kodi: kete mbili zinapandwa na nne zinabaki katika nyumba ambayo Kusini bado anaimiliki.
book-options-h-lone = Kichwa kiko peke yake lini?
book-options-q-lone = Takasa haiwezi kamwe kuiacha tupu safu ya mbele: kichwa ambacho ni shimo pekee la mbele lenye kete la mchezaji lazima kipandwe kuelekea katikati. Je, kete moja mahali pengine katika safu ya mbele, ambayo haiwezi kuanzisha hatua, inazuia kichwa kisiwe peke yake?
book-options-a-lone = Kichwa A8 cha Kusini kina kete tatu na A2 moja. Chini ya `only-occupied` A8 haiko peke yake, kwa kuwa A2 ina kete, na inaweza kupandwa upande wowote: A8R* inapeleka kete zake safu ya nyuma na kuiacha kete moja ya A2 mbele. Chini ya `only-sowable` A8 ndiyo shimo pekee la mbele linaloweza kuanzisha hatua, kwa hiyo iko peke yake na inakwenda kuelekea katikati tu.
book-options-v-mancala-world = Mancala World
book-options-v-zanzibar-written = “Bao de Zanzíbar” ikisomwa kama ilivyoandikwa
book-options-v-takasia-on = Mancala World, KIBA, “Bao de Zanzíbar”; chaguo-msingi la bao katika Bao la Kiswahili
book-options-v-takasia-off = THE RULES OF BAO, ambayo haina kanuni kama hiyo; chaguo-msingi la bao katika Bao la Kujifunza, ambalo si maandishi hayo (§12–14) wala Mancala World yanalipa kanuni hiyo
book-options-v-illegal = chaguo-msingi la injini hii: hatua isiyoisha kamwe haiwezi kuchaguliwa
book-options-v-draw = utekelezaji mmoja wa mtu mwingine
book-options-v-mover-loses = kufuatana na kikomo cha mizunguko cha kitabu cha kanuni cha mtandaoni
book-options-v-stops = Mancala World, KIBA, THE RULES OF BAO
book-options-v-before-seed = “Bao de Zanzíbar” ikisomwa kama nyumba ilivyo; injini nyingine moja
book-options-v-after-seed = injini nyingine mbili; THE RULES OF BAO, ambayo haitaji kiwango chochote, inakubali hivyo
book-options-v-only-occupied = Mancala World na KIBA kama yalivyoandikwa; chaguo-msingi la bao
book-options-v-only-sowable = mojawapo ya injini mbili zilizolinganishwa na bao: shimo pekee la mbele lenye kete mbili au zaidi
book-options-none = hakuna
book-options-move-ends = hatua inaishia
book-options-caption = { $heading }: zamu ya { $side }
book-options-table-head = { $option } | kwa mujibu wa | hatua halali za Kusini | { $mv } | kisha hatua halali za Kaskazini
book-options-game-over = mchezo umekwisha
book-options-not-legal = si hatua halali
book-options-under = { $mv } chini ya { $value }
book-options-intro = Kanuni zilizochapishwa zinakubaliana kuhusu sehemu kubwa ya mchezo lakini si kila kitu. Pale zinapoachana, `bao` inafuata usomaji mmoja kwa chaguo-msingi na kutaja mingine kama chaguo za kanuni, zinazochaguliwa kwa { $flag }, kwa mfano { $example }. Kila sehemu iliyo hapa chini inanukuu maandishi, kisha inaweka nafasi ambamo usomaji unaachana na kutoa kile injini inachofanya chini ya kila thamani. Majedwali yanakokotolewa kitabu kinapoandikwa.

## The rules options' quotations: their citations and glosses (src/book/disagreements.rs)
book-cite-zanzibar-002 = “Bao de Zanzíbar” §{ $section } (mbegu 002)
book-cite-zanzibar-003 = “Bao de Zanzíbar” §{ $section } (mbegu 003)
book-cite-zanzibar-stock = “Bao de Zanzíbar” §{ $section } (mbegu 002), ambayo haisemi kama kete ya akiba inahesabiwa
book-cite-zanzibar-captures = “Bao de Zanzíbar” §{ $section } (mbegu 002), ambayo haiweki kikomo hiki kwa ulaji tu
book-cite-rules = THE RULES OF BAO §{ $section } (mbegu 004)
book-cite-rules-stock = THE RULES OF BAO §{ $section } (mbegu 004), ambayo haisemi kama kete ya akiba inahesabiwa
book-cite-rules-never-end = THE RULES OF BAO §{ $section } (mbegu 004), ambayo, kama maandishi mengine ya mbegu, haisemi lolote kuhusu hatua zisizoisha kamwe
book-cite-rules-threshold = THE RULES OF BAO §{ $section } (mbegu 004), ambayo haitaji kiwango chochote
book-cite-mancala-world = Mancala World, “Bao la Kiswahili”, kama ilivyonukuliwa katika uchunguzi wa mradi kuhusu vyanzo, §{ $section }
book-cite-online = kitabu cha kanuni cha 2021 cha mchezo wa mtandaoni, kama kilivyonukuliwa katika uchunguzi wa mradi kuhusu vyanzo, §{ $section }
book-cite-kiba-ibid = kanuni za KIBA, ibid.
book-gloss-namua-takasa-zanzibar = kete moja inawekwa katika mojawapo ya mashimo yenye kete moja au zaidi, kete zote zinachukuliwa na upandaji unaanza
book-gloss-namua-takasa-rules = Huwezi kuanza kutakata kwa kete moja tu.
book-gloss-namua-takasa-mancala-world = Ikiwa mchezaji hana nyumba, anaweza kuongeza kete kwenye shimo lenye angalau kete mbili tu, isipokuwa mashimo yote yasiyo matupu ya safu ya mbele yana kete moja moja.
book-gloss-takasia-zanzibar = Ikiwa shimo ndilo mtaji pekee uliobaki wa mpinzani (mtaji moja), shimo hilo haliwezi kupandwa katika hali ya takasa.
book-gloss-takasia-mancala-world = Ikiwa baada ya hatua ya takata kete za shimo moja tu la mpinzani ziko hatarini kuliwa, lakini hakuna shimo lolote la mchezaji mwenyewe lililo hatarini (yaani, mpinzani naye lazima atakate), shimo hilo «limetakasiwa».
book-gloss-takasia-kiba = Ikiwa mchezaji lazima akutakate, lakini anaweza kucheza hivi: mpinzani naye lazima akutakate katika hatua inayofuata na baada ya hapo shimo moja tu la mpinzani linaweza kuliwa, basi mpinzani haruhusiwi kulimaliza shimo hilo, kwa kutakatia.
book-gloss-endless-rules = Mchezo unaendelea hadi mchezaji anayeshindwa hana kete yoyote katika safu yake ya mbele, au hana mtaji wala chochote cha kutakata nacho.
book-gloss-endless-online = hatua haiwezi kuwa na mizunguko zaidi ya 12 ya bao. Hatua ikichukua muda zaidi, mchezaji anashindwa mara moja.
book-gloss-takasa-nyumba-zanzibar = Ikiwa kete ya mwisho inaangukia nyumba na shimo la upande wa pili ni tupu, mchezaji anaweza kumaliza zamu yake akipenda.
book-gloss-takasa-nyumba-rules = Hawezi kuanza wala kuendelea wala kuendelea kutakata kwa nyumba yake.
book-gloss-takasa-nyumba-mancala-world = Hata hivyo, mzunguko ukiishia kwenye nyumba, hatua haiendelei na zamu inaisha papo hapo.
book-gloss-tax-zanzibar = Kanuni hizi maalum hazitumiki ikiwa kuna kete chini ya sita katika nyumba.
book-gloss-tax-rules = ikiwa hana alama na hawezi kutakata, lazima aweke kete yake ya akiba katika nyumba yake, achukue kete mbili kutoka kwenye nyumba na kuweka moja katika kila moja ya mashimo mawili yanayofuata upande wa kulia au mashimo mawili yanayofuata upande wa kushoto.
book-gloss-lone-mancala-world = Ikiwa shimo pekee lenye kete katika safu ya mbele ni kichwa na lina kete mbili au zaidi, lazima zipandwe kuelekea katikati ya safu ya mbele.
book-gloss-lone-kiba = Ikiwa shimo pekee lenye kete katika safu ya mbele ni mojawapo ya vichwa, basi kutakata hakuwezi kufanywa kuelekea safu ya nyuma.

## The glossary's and the notation chapter's quotations: citations and glosses (src/book/glossary.rs, notation.rs)
book-cite-vocabulary = “Bao de Zanzíbar” §{ $section }, Vocabulario específico (mbegu 003)
book-cite-rules-typos = THE RULES OF BAO §{ $section } (mbegu 004), pamoja na makosa ya uchapaji kama yalivyo
book-cite-part2-kichwa = “Bao Part 2”, Kichwa i Kimbi (mbegu 000)
book-cite-zanzibar-izquierdo = “Bao de Zanzíbar” §{ $section } (mbegu 003); «izquierdo» inaonekana kuwa tafsiri mbaya ya neno la Kiingereza «left» kwa maana ya «iliyobaki»
book-cite-kiba-notation = ukurasa wa mwandiko wa KIBA, kama ulivyonukuliwa katika uchunguzi wa mradi kuhusu vyanzo, §{ $section }
book-cite-kiba-notation-ibid = ukurasa wa mwandiko wa KIBA, ibid.
book-gloss-term-bao = 1. mchezo wa Bao; 2. ubao.
book-gloss-term-bao-2 = Unachezwa kwenye ubao («bao» kwa Kiswahili)
book-gloss-term-bao-hamna = 1. ushindi; 2. kusafisha (hamna = hakuna)
book-gloss-term-bao-la-kiswahili = Katika bao la Pwani ya Afrika Mashariki ni kete ishirini tu zinazowekwa kwenye bao mwanzoni mwa mchezo; kete zilizobaki (akiba) zinaingizwa mchezoni moja moja katika kila zamu ya zile arobaini na nne za kwanza.
book-gloss-term-bao-la-kujifunza = Baada ya kujifunza hatua hizi, mwanafunzi sasa aweke kete mbili katika kila shimo na kucheza na mpinzani namna iliyorahisishwa ya bao.
book-gloss-term-kete = kete: mbegu zinazotumika katika Bao. Mbegu hizo zinatoka kwenye mti wa Mkomwe
book-gloss-term-kichwa = kichwa: 1. shimo la ncha; 2. kichwa
book-gloss-term-kichwa-2 = Ya ncha za nje yanaitwa Kichwa. Mashimo ya pili kutoka kushoto na kutoka kulia yanaitwa kimbi.
book-gloss-term-kimbi = kimbi: shimo la pili na la saba la safu ya mbele
book-gloss-term-kutakata = Hatua hii inachezwa mchezaji anaposhindwa kula kete yoyote ya mpinzani wake.
book-gloss-term-mkononi = mkononi: ushindi «mkononi» kabla ya hatua 22 (zamu 44), wakati kete zote bado hazijachezwa
book-gloss-term-mtaji = Shimo la upande wa pili linaitwa Mtaji (wingi: mitaji).
book-gloss-term-mtaji-2 = «Mtaji» (wingi «mitaji») ni neno linalotumika kwa pamoja kwa kete (si chini ya mbili wala zaidi ya kumi na tano) zilizo katika shimo moja, ambazo ya mwisho yake, zikigawanywa moja moja upande wowote, itaangukia alama.
book-gloss-term-mtaji-moja = Ikiwa shimo ndilo mtaji pekee uliobaki wa mpinzani (mtaji moja), shimo hilo haliwezi kupandwa katika hali ya takasa.
book-gloss-term-namua = Hatua ya Mtaji inaanza hatua ya Namua inapoisha.
book-gloss-term-nyumba = Nyumba («nyumba») ni shimo lililowekwa alama ya mstatili. Siku zote ni shimo la tano kutoka kushoto la safu ya mbele.
book-gloss-term-piga-tanji = Piga Tanji: kushambulia nyumba kadhaa kwa wakati mmoja
book-gloss-term-shimo = safu nne za «mashimo» manane (mashimo; umoja, «shimo»)
book-gloss-term-singleton = singleton: shimo lenye kete moja
book-gloss-term-takasa = takasa (au takata): kucheza bila kula
book-gloss-term-takasia = takasia: kucheza bila kula huku ukimlazimisha mpinzani kucheza bila kula, na baada ya hapo inawezekana kula
book-gloss-notation-holes = Katika mfumo huu kila shimo lina namba, kutoka moja hadi nane katika kila safu. Safu ya mbele inaitwa «A» (au «a» kwa ile ya mpinzani), safu ya nyuma «B» (au «b» kwa ile ya mpinzani).
book-gloss-notation-letters = «I» maana yake ni kucheza kuelekea kushoto, «D» kuelekea kulia. «>» maana yake ni kwamba kete za nyumba zinapandwa. Kwa hiyo «A5D>» maana yake ni kwamba kete moja inawekwa katika shimo la tano kutoka kushoto la safu ya mbele, kete za upande wa pili zinaliwa na kuingizwa kwa kuzipanda kuanzia kulia. «*» maana yake ni kwamba hakuna ulaji (takasa).
book-gloss-kiba-arrows = < inaonyesha kwamba mchezaji anacheza kuelekea kushoto kwake / > inaonyesha kwamba mchezaji anacheza kuelekea kulia kwake
book-gloss-kiba-plus = Mchezaji anapoamua kucheza nyumba, alama ya kujumlisha, «+», inaongezwa
book-gloss-kiba-asterisks = Hatua ya kutakata inaonyeshwa kwa nyota moja, *, na kutakatia inaonyeshwa kwa nyota mbili, **
book-gloss-kiba-winning = # inaonyesha hatua ya ushindi

## The book folder's errors (src/book/disk.rs, disk/folder.rs)
book-disk-unsafe-path = bao inakataa kuandika `{ $path }`: si ukurasa wa folda ya kitabu
book-disk-foreign = `{ $path }` haikuandikwa na `bao book`: chagua folda nyingine kwa --out
book-disk-not-a-book = `{ $path }` ina mafaili lakini haina `book.toml`: si folda ya kitabu; chagua folda mpya au tupu kwa --out
book-disk-refused = bao inakataa kuandika kitabu ndani ya `{ $path }`: { $why ->
    [parent] inapita kwenye `..` zaidi ya folda isiyokuwepo
    [root] ni mzizi wa mfumo wa mafaili
    [home] ni folda ya nyumbani
    [course] ni folda ya kozi
    [inside] iko ndani ya folda ya kozi
   *[holds] ina folda ya kozi ndani yake
}; chagua folda nyingine kwa --out
book-disk-link = `{ $path }` ni kiungo cha ishara: bao haiandiki kitabu kupitia viungo; kiondoe au chagua folda nyingine kwa --out
book-disk-not-plain = `{ $path }` si faili la kawaida wala folda; kiondoe au chagua folda nyingine kwa --out
book-disk-not-ours = `{ $path }` haikuandikwa na `bao book`, ambayo ingeibadilisha: iondoe au chagua folda nyingine kwa --out
book-disk-io = haiwezekani { $action ->
    [read] kusoma
    [write] kuandika
    [create] kuunda
    [remove] kuondoa
   *[find] kupata
} `{ $path }`: { $error }

## Kwa nini kitabu hakikuweza kutengenezwa (src/book.rs)
book-error-bad-id = kitambulisho cha ukurasa `{ $id }` si sahihi: tumia herufi ndogo, tarakimu na `-`
book-error-duplicate-id = kurasa mbili zina kitambulisho `{ $id }`
book-error-unsafe = { $context }: { $what }; kimepatikana `{ $found }`
book-error-example = mfano wa kitabu `{ $example }`: { $message }
book-error-content = { $count ->
    [one] masomo yana tatizo 1; endesha `bao check`:
   *[other] masomo yana matatizo { $count }; endesha `bao check`:
}
