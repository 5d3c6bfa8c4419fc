<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Actions</name>
    <message>
        <source>No more bets</source>
        <translation>Sázky uzavřeny</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Nabídnout pojištění</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Uzavřít pojištění</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Ukončit kolo</translation>
    </message>
    <message>
        <source>Accept the double on %1</source>
        <translation>Přijmout zdvojení: %1</translation>
    </message>
    <message>
        <source>Accept the split of %1</source>
        <translation>Přijmout rozdělení: %1</translation>
    </message>
    <message>
        <source>Refuse the request of %1</source>
        <translation>Odmítnout žádost: %1</translation>
    </message>
    <message>
        <source>Collect %1</source>
        <translation>Sebrat: %1</translation>
    </message>
    <message>
        <source>Push %1 (stand-off)</source>
        <translation>Nerozhodně (stand off): %1</translation>
    </message>
    <message>
        <source>Card to %1</source>
        <translation>Karta: %1</translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation>Vyplatit: %1: %2</translation>
    </message>
    <message>
        <source>Refuse %1 (over the limit)</source>
        <translation>Odmítnout: %1 (nad limit)</translation>
    </message>
    <message>
        <source>Card to the dealer</source>
        <translation>Karta bankéři</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11 to 3.13), kept word for word: argparse asks for them by these English texts. Their ``%(name)s`` places must stay in a translation.</extracomment>
        <translation>použití: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumenty</translation>
    </message>
    <message>
        <source>options</source>
        <translation>volby</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>ukázat tuto nápovědu a skončit</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>chybí tyto argumenty: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>neznámé argumenty: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>chybí jedna hodnota</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>nejvýše jedna hodnota</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>chybí alespoň jedna hodnota</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>neplatná hodnota: %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nelze spolu s %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>chybí jeden z argumentů %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>nejednoznačná volba: %(option)s může být %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>hodnota %r sem nepatří</translation>
    </message>
</context>
<context>
    <name>Bets</name>
    <message>
        <source>21+3</source>
        <extracomment>side bet id -&gt; its name on the felt (Swiss Jack&apos;s four fields are four bets).</extracomment>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack bust field</source>
        <translation>pole Swiss Jack trop</translation>
    </message>
    <message>
        <source>Swiss Jack Black Jack field</source>
        <translation>pole Swiss Jack Black Jack</translation>
    </message>
    <message>
        <source>Swiss Jack colour field</source>
        <translation>pole Swiss Jack barva</translation>
    </message>
    <message>
        <source>Swiss Jack swiss field</source>
        <translation>pole Swiss Jack swiss</translation>
    </message>
    <message>
        <source>%1, first player behind</source>
        <extracomment>behind slot -&gt; the player&apos;s place behind the box holder.</extracomment>
        <translation>%1, první hráč za boxem</translation>
    </message>
    <message>
        <source>%1, second player behind</source>
        <translation>%1, druhý hráč za boxem</translation>
    </message>
    <message>
        <source>%1, third player behind</source>
        <translation>%1, třetí hráč za boxem</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
    <message>
        <source>box %1, split hand %2</source>
        <translation>box %1, rozdělená ruka %2</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>box %1</translation>
    </message>
    <message>
        <source>insurance on %1</source>
        <translation>pojištění: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, player behind %2</source>
        <translation>%1, hráč za boxem %2</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>an ace</source>
        <extracomment>a card&apos;s rank as the object of &quot;the dealer shows ...&quot;: cards in prose are words, never codes (&quot;the dealer shows an ace&quot;, not &quot;As&quot;).</extracomment>
        <translation>eso</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>krále</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>dámu</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>kluka</translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>desítku</translation>
    </message>
    <message>
        <source>a nine</source>
        <translation>devítku</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>osmičku</translation>
    </message>
    <message>
        <source>a seven</source>
        <translation>sedmičku</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>šestku</translation>
    </message>
    <message>
        <source>a five</source>
        <translation>pětku</translation>
    </message>
    <message>
        <source>a four</source>
        <translation>čtyřku</translation>
    </message>
    <message>
        <source>a three</source>
        <translation>trojku</translation>
    </message>
    <message>
        <source>a two</source>
        <translation>dvojku</translation>
    </message>
</context>
<context>
    <name>CheckCli</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NENÍ OK</translation>
    </message>
    <message>
        <source>round finished</source>
        <translation>kolo dokončeno</translation>
    </message>
    <message>
        <source>round not finished</source>
        <translation>kolo nedokončeno</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes, %2</source>
        <translation>
            <numerusform>%1: %n chyba, %2</numerusform>
            <numerusform>%1: %n chyby, %2</numerusform>
            <numerusform>%1: %n chyb, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>krok %1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>house: %1</source>
        <translation>kasino: %1</translation>
    </message>
    <message>
        <source>actions:</source>
        <translation>úkony:</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>the PDF&apos;s column headings, in English: the source texts the .ts files translate (the CSV keeps its stable COLUMNS in every language, for the programs that read it).</extracomment>
        <translation>Student</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sezení</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Bez chyby</translation>
    </message>
    <message>
        <source>Accuracy %</source>
        <translation>Přesnost %</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Cvičení</translation>
    </message>
    <message>
        <source>Drill %</source>
        <translation>Cvičení %</translation>
    </message>
    <message>
        <source>Weakest point</source>
        <translation>Nejslabší bod</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Zkoušky</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Složeno</translation>
    </message>
    <message>
        <source>Last exam</source>
        <translation>Poslední zkouška</translation>
    </message>
    <message numerus="yes">
        <source>%n trainees, %1</source>
        <translation>
            <numerusform>%n student, %1</numerusform>
            <numerusform>%n studenti, %1</numerusform>
            <numerusform>%n studentů, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>splněno</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nesplněno</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>k posouzení</translation>
    </message>
    <message>
        <source>%1 %2 % %3 (%4)</source>
        <translation>%1 %2 % %3 (%4)</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <extracomment>the columns&apos; shares of the page, in the order of HEADINGS.</extracomment>
        <translation>Zpráva o třídě: %1</translation>
    </message>
</context>
<context>
    <name>ClassTexts</name>
    <message>
        <source>Class %1 created in %2</source>
        <translation>Třída %1 vytvořena v %2</translation>
    </message>
    <message>
        <source>no trainees yet</source>
        <translation>zatím žádní studenti</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is in class %2</source>
        <translation>%1 je ve třídě %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2, %3 min)</source>
        <translation>%1 (zkouška: splněno od %2, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2)</source>
        <translation>%1 (zkouška: splněno od %2)</translation>
    </message>
    <message>
        <source>Assigned %1 to %2</source>
        <translation>%1 přiděleno: %2</translation>
    </message>
    <message>
        <source>Assigned %1 to class %2</source>
        <translation>%1 přiděleno třídě %2</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Třída %1</translation>
    </message>
    <message>
        <source>Class %1, %2</source>
        <translation>Třída %1, %2</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>student</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>kola</translation>
    </message>
    <message>
        <source>accuracy %</source>
        <translation>přesnost %</translation>
    </message>
    <message>
        <source>s/action</source>
        <translation>s/úkon</translation>
    </message>
    <message>
        <source>drills</source>
        <translation>cvičení</translation>
    </message>
    <message>
        <source>pack</source>
        <translation>balíček</translation>
    </message>
    <message>
        <source>round</source>
        <translation>kolo</translation>
    </message>
    <message>
        <source>last mistake</source>
        <translation>poslední chyba</translation>
    </message>
    <message>
        <source>name</source>
        <translation>jméno</translation>
    </message>
    <message>
        <source>login</source>
        <translation>přihlašovací jméno</translation>
    </message>
    <message>
        <source>password</source>
        <translation>heslo</translation>
    </message>
    <message>
        <source>The passwords are shown only now: hand each trainee theirs (or print slips with --pdf FILE).</source>
        <translation>Hesla se zobrazí jen teď: předejte každému účastníkovi jeho heslo (nebo vytiskněte lístky pomocí --pdf SOUBOR).</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in slips written to %1</source>
        <translation>
            <numerusform>%n přihlašovací lístek zapsán do %1</numerusform>
            <numerusform>%n přihlašovací lístky zapsány do %1</numerusform>
            <numerusform>%n přihlašovacích lístků zapsáno do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free play</source>
        <translation>volná hra</translation>
    </message>
    <message>
        <source>weakest: %1</source>
        <translation>nejslabší: %1</translation>
    </message>
    <message>
        <source>assigned: %1 to %2</source>
        <translation>přiděleno: %1 pro %2</translation>
    </message>
    <message>
        <source>assigned: %1</source>
        <translation>přiděleno: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>splněno</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nesplněno</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>k posouzení</translation>
    </message>
    <message>
        <source>exam: %1 %2, attempt %3: %4 clean of %5 (%6 played), %7 %</source>
        <translation>zkouška: %1 %2, pokus %3: %4 bez chyby z %5 (%6 odehráno), %7 %</translation>
    </message>
    <message>
        <source>%1 may take the exam %2 once more (%3 attempts in all)</source>
        <translation>%1 může zkoušku %2 skládat ještě jednou (celkem %3 pokusů)</translation>
    </message>
    <message>
        <source>%1&apos;s attempt at %2 is now: %3</source>
        <translation>Pokus %1 u zkoušky %2 je nyní: %3</translation>
    </message>
    <message>
        <source>%1 (verification code %2)</source>
        <translation>%1 (ověřovací kód %2)</translation>
    </message>
    <message>
        <source>%1 passed the exam %2 of class %3 on %4 with %5 % (pass mark %6 %)</source>
        <translation>%1 složil(a) zkoušku %2 ve třídě %3 dne %4 s %5 % (hranice úspěchu %6 %)</translation>
    </message>
    <message>
        <source>not a certificate of this class</source>
        <translation>není certifikát této třídy</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>nezapočítáno: %1</translation>
    </message>
    <message>
        <source>the pack cannot be read: %1</source>
        <translation>balíček nelze přečíst: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n kolo jiného scénáře nezapočítáno</numerusform>
            <numerusform>%n kola jiných scénářů nezapočítána</numerusform>
            <numerusform>%n kol jiných scénářů nezapočítáno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n kolo rychlejší než člověk</numerusform>
            <numerusform>%n kola rychlejší než člověk</numerusform>
            <numerusform>%n kol rychlejších než člověk</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (accepted)</source>
        <translation>%1 (přijato)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (zamítnuto)</translation>
    </message>
    <message>
        <source>the stations&apos; shared login is gone: each trainee signs in with a login of their own (trainer class add NAME... makes them, trainer class password NAME gives a new password)</source>
        <translation>společné přihlášení stanic už neexistuje: každý student se přihlašuje vlastním účtem (trainer class add JMÉNO... je vytvoří, trainer class password JMÉNO dá nové heslo)</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n kolo nesouhlasí se svým přehráním</numerusform>
            <numerusform>%n kola nesouhlasí se svým přehráním</numerusform>
            <numerusform>%n kol nesouhlasí se svým přehráním</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n pozdní kolo se nepočítá</numerusform>
            <numerusform>%n pozdní kola se nepočítají</numerusform>
            <numerusform>%n pozdních kol se nepočítá</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n kolo z jiného počítače se nepočítá</numerusform>
            <numerusform>%n kola z jiného počítače se nepočítají</numerusform>
            <numerusform>%n kol z jiného počítače se nepočítá</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTexts</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>název</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>balíčky</translation>
    </message>
    <message>
        <source>boxes</source>
        <translation>boxy</translation>
    </message>
    <message>
        <source>limits</source>
        <translation>limity</translation>
    </message>
    <message>
        <source>* the default house</source>
        <translation>* výchozí kasino</translation>
    </message>
    <message>
        <source>trainer: no window: %1; here is a round by the book instead</source>
        <translation>trainer: žádné okno: %1; místo toho kolo podle pravidel</translation>
    </message>
    <message numerus="yes">
        <source>OK %1 (%n scenarios)</source>
        <translation>
            <numerusform>OK %1 (%n scénář)</numerusform>
            <numerusform>OK %1 (%n scénáře)</numerusform>
            <numerusform>OK %1 (%n scénářů)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: warning: house %2 gives the player the edge: the house edge with basic strategy is %3 %</source>
        <translation>%1: varování: kasino %2 dává výhodu hráči: výhoda kasina se základní strategií je %3 %</translation>
    </message>
    <message>
        <source>%1: note: --house %3 replaces the scenario&apos;s own rules: %2</source>
        <translation>%1: poznámka: --house %3 nahrazuje vlastní pravidla scénáře: %2</translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <source>Time is up.</source>
        <translation>Čas vypršel.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a no-break space: a sum such as &quot;175 × 1,5 = 262,50&quot; never breaks inside in the window. a suit&apos;s letter in a card code -&gt; the symbol printed on the card.</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Black Jack on {bet}. Pay?</source>
        <translation>Black Jack na {bet}. Vyplatit?</translation>
    </message>
    <message>
        <source>Insurance of {insurance} on a bet of {bet}; the dealer has Black Jack. Pay the insurance?</source>
        <translation>Pojištění {insurance} na sázku {bet}; bankéř má black jack. Vyplatit pojištění?</translation>
    </message>
    <message>
        <source>Black Jack on {bet} takes even money. Pay?</source>
        <translation>Black Jack na {bet} bere even money. Vyplatit?</translation>
    </message>
    <message>
        <source>Three sevens on {bet}. Pay?</source>
        <translation>Tři sedmy na {bet}. Vyplatit?</translation>
    </message>
    <message>
        <source>{bet} wins. Pay?</source>
        <translation>{bet} vyhrává. Vyplatit?</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins. Pay?</source>
        <translation>{bet} zdvojená na {stake} vyhrává. Vyplatit?</translation>
    </message>
    <message>
        <source>A split hand of {bet}, doubled to {stake}, wins. Pay that hand?</source>
        <translation>Rozdělená hra {bet} zdvojená na {stake} vyhrává. Vyplatit tuto hru?</translation>
    </message>
    <message>
        <source>A split hand of {bet} wins. Pay that hand?</source>
        <translation>Rozdělená hra {bet} vyhrává. Vyplatit tuto hru?</translation>
    </message>
    <message>
        <source>a straight flush</source>
        <translation>čistá postupka</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trojice</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>postupka</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>barva</translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation>bankéř má trop</translation>
    </message>
    <message>
        <source>the dealer has Black Jack</source>
        <translation>bankéř má black jack</translation>
    </message>
    <message>
        <source>the dealer has Black Jack in one suit</source>
        <translation>bankéř má black jack v jedné barvě</translation>
    </message>
    <message>
        <source>the dealer has Black Jack of two clubs</source>
        <translation>bankéř má black jack ze dvou křížů</translation>
    </message>
    <message>
        <source>21+3 of {bet}: the box holds {box}, the dealer shows {dealer} ({made}). Pay?</source>
        <translation>21+3 za {bet}: box má {box}, bankéř ukazuje {dealer} ({made}). Vyplatit?</translation>
    </message>
    <message>
        <source>Black Jack box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box s black jackem: držitel {holder}, za hráčem {behind}. Vyplatit box?</translation>
    </message>
    <message>
        <source>Three sevens box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box se třemi sedmami: držitel {holder}, za hráčem {behind}. Vyplatit box?</translation>
    </message>
    <message>
        <source>Winning box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Vyhrávající box: držitel {holder}, za hráčem {behind}. Vyplatit box?</translation>
    </message>
    <message>
        <source>Black Jack on {bet}</source>
        <translation>Black Jack na {bet}</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins</source>
        <translation>{bet} zdvojená na {stake} vyhrává</translation>
    </message>
    <message>
        <source>{bet} wins</source>
        <translation>{bet} vyhrává</translation>
    </message>
    <message numerus="yes">
        <source>One player&apos;s %n boxes: {boxes}. Pay the player in total?</source>
        <translation>
            <numerusform>%n box jednoho hráče: {boxes}. Kolik hráči vyplatíš celkem?</numerusform>
            <numerusform>%n boxy jednoho hráče: {boxes}. Kolik hráči vyplatíš celkem?</numerusform>
            <numerusform>%n boxů jednoho hráče: {boxes}. Kolik hráči vyplatíš celkem?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions or {seconds} seconds</source>
        <translation>
            <numerusform>%n otázka nebo {seconds} sekund</numerusform>
            <numerusform>%n otázky nebo {seconds} sekund</numerusform>
            <numerusform>%n otázek nebo {seconds} sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n otázka</numerusform>
            <numerusform>%n otázky</numerusform>
            <numerusform>%n otázek</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} sekund</translation>
    </message>
    <message>
        <source>Payout drill at {house} ({currency}), {limit}.</source>
        <translation>Cvičení výplat v {house} ({currency}), {limit}.</translation>
    </message>
    <message>
        <source>Type what the dealer pays (winnings only) and press Enter; q quits.</source>
        <translation>Napiš, kolik bankéř vyplácí (jen výhru), a stiskni Enter; q končí.</translation>
    </message>
    <message>
        <source>Right. {worked}   ({seconds}, streak {streak})</source>
        <translation>Správně. {worked}   ({seconds}, série {streak})</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}, the payout is {answer}.</source>
        <translation>Špatně: vyplatil(a) jsi {given}, výplata je {answer}.</translation>
    </message>
    <message>
        <source>In chips: {best}</source>
        <translation>V žetonech: {best}</translation>
    </message>
    <message>
        <source>Not graded: {problem}. Type it again, or q to quit.</source>
        <translation>Nehodnoceno: {problem}. Napiš to znovu, nebo q pro konec.</translation>
    </message>
    <message>
        <source>Time is up: that answer came after the end.</source>
        <translation>Čas vypršel: tahle odpověď přišla po konci.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Zastaveno.</translation>
    </message>
    <message>
        <source>No answers.</source>
        <translation>Žádné odpovědi.</translation>
    </message>
    <message>
        <source>Saving the answers for {name} in {where}.</source>
        <translation>Odpovědi pro {name} se ukládají do {where}.</translation>
    </message>
    <message numerus="yes">
        <source>The class server is away: %n answers wait on this computer and are written when the next quiz or station on this class database reaches it.</source>
        <translation>
            <numerusform>Server třídy není dostupný: %n odpověď čeká na tomto počítači a zapíše se, až se k němu dostane další kvíz nebo stanice této databáze třídy.</numerusform>
            <numerusform>Server třídy není dostupný: %n odpovědi čekají na tomto počítači a zapíšou se, až se k němu dostane další kvíz nebo stanice této databáze třídy.</numerusform>
            <numerusform>Server třídy není dostupný: %n odpovědí čeká na tomto počítači a zapíše se, až se k němu dostane další kvíz nebo stanice této databáze třídy.</numerusform>
        </translation>
    </message>
    <message>
        <source>{right} of {answered} right ({accuracy}), best streak {best}, median {median}.</source>
        <translation>{right} z {answered} správně ({accuracy}), nejlepší série {best}, medián {median}.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>druh</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>zodpovězeno</translation>
    </message>
    <message>
        <source>right</source>
        <translation>správně</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>přesnost</translation>
    </message>
    <message>
        <source>median</source>
        <translation>medián</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>trop</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>barva</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>swiss</translation>
    </message>
    <message>
        <source>Swiss Jack {field} field of {bet}: the dealer&apos;s hand is {cards} ({made}). Pay?</source>
        <translation>Swiss Jack, pole {field}, za {bet}: bankéř má {cards} ({made}). Vyplatit?</translation>
    </message>
    <message>
        <source>{sum}, rounded down to {unit}: {paid}</source>
        <translation>{sum}, zaokrouhleno dolů na {unit}: {paid}</translation>
    </message>
    <message>
        <source>total {sum} = {answer}</source>
        <translation>celkem {sum} = {answer}</translation>
    </message>
    <message>
        <source>{amount} not in chips</source>
        <translation>{amount} mimo žetony</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>žádné žetony</translation>
    </message>
    <message>
        <source>Right! {worked}
In chips: {best}</source>
        <translation>Správně! {worked}
V žetonech: {best}</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}; the payout is {answer}.
{worked}
In chips: {best}</source>
        <translation>Špatně: vyplatil(a) jsi {given}; výplata je {answer}.
{worked}
V žetonech: {best}</translation>
    </message>
    <message>
        <source>Right, and with the fewest chips! {worked}
{best}</source>
        <translation>Správně, a s nejmenším počtem žetonů! {worked}
{best}</translation>
    </message>
    <message>
        <source>Right amount, but fewer chips do it: {best}
{worked}</source>
        <translation>Správná částka, ale jde to s méně žetony: {best}
{worked}</translation>
    </message>
    <message>
        <source>Wrong: your chips make {given}; pay {best}.
{worked}</source>
        <translation>Špatně: tvé žetony dávají {given}; vyplať {best}.
{worked}</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Pojištění</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Tři sedmy</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Doubled win</source>
        <translation>Zdvojená výhra</translation>
    </message>
    <message>
        <source>Split hand win</source>
        <translation>Výhra rozdělené hry</translation>
    </message>
    <message>
        <source>Pay the box</source>
        <translation>Vyplatit box</translation>
    </message>
    <message>
        <source>21+3</source>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>file not found</source>
        <extracomment>the core&apos;s English sentence (a full match; groups are the values, in order) -&gt; the source text with %1, %2 ... for those values.</extracomment>
        <translation>soubor nenalezen</translation>
    </message>
    <message>
        <source>an exam is sat by a person: %1 cannot be used with --exam</source>
        <translation>zkoušku skládá člověk: %1 nelze použít s --exam</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>je složka, ne soubor</translation>
    </message>
    <message>
        <source>unknown house %1; the houses are: %2</source>
        <translation>neznámé kasino %1; kasina jsou: %2</translation>
    </message>
    <message>
        <source>no pack %1; the shipped packs are: %2</source>
        <translation>žádný balíček %1; dodané balíčky jsou: %2</translation>
    </message>
    <message>
        <source>step %1 is listed twice</source>
        <translation>krok %1 je uveden dvakrát</translation>
    </message>
    <message>
        <source>step %1 is past the last recorded action (step %2)</source>
        <translation>krok %1 je až za posledním zaznamenaným úkonem (krok %2)</translation>
    </message>
    <message>
        <source>step %1 (%2) is a correct action, not %3</source>
        <translation>krok %1 (%2) je správný úkon, ne %3</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake, not %4</source>
        <translation>krok %1 (%2) je chyba %3, ne %4</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake that errors_to_find does not list</source>
        <translation>krok %1 (%2) je chyba %3, kterou errors_to_find neuvádí</translation>
    </message>
    <message>
        <source>the recorded actions stop before the round ends (no end_round that finishes it)</source>
        <translation>zaznamenané úkony končí před koncem kola (chybí end_round, který ho ukončí)</translation>
    </message>
    <message>
        <source>bad card code %1: ranks are A 2-9 T J Q K, suits s h d c</source>
        <translation>chybný kód karty %1: hodnoty jsou A 2-9 T J Q K, barvy s h d c</translation>
    </message>
    <message>
        <source>card %1 appears more often than the shoe&apos;s %2 decks hold</source>
        <translation>karta %1 se objevuje častěji, než obsahuje %2 balíčků v botě</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; is not closed: add the missing &apos;%2&apos; (or a comma between entries) before line %3, column %4</source>
        <translation>tato &apos;%1&apos; není uzavřená: doplň chybějící &apos;%2&apos; (nebo čárku mezi položkami) před řádek %3, sloupec %4</translation>
    </message>
    <message>
        <source>this quote is never closed: add the closing quote at the end of the text</source>
        <translation>uvozovky se nikdy neuzavřou: přidej uzavírací uvozovky na konec textu</translation>
    </message>
    <message>
        <source>a tab character: YAML indents with spaces only; replace the tab with spaces</source>
        <translation>znak tabulátoru: YAML odsazuje jen mezerami; nahraď tabulátor mezerami</translation>
    </message>
    <message>
        <source>duplicate key %1 (first given on line %2)</source>
        <translation>zdvojený klíč %1 (poprvé na řádku %2)</translation>
    </message>
    <message>
        <source>the required key %1 is missing</source>
        <translation>chybí povinný klíč %1</translation>
    </message>
    <message>
        <source>%1 is not a key; did you mean %2?</source>
        <translation>%1 není klíč; myslel(a) jsi %2?</translation>
    </message>
    <message>
        <source>%1 is not a key here; the keys are: %2</source>
        <translation>%1 tu není klíč; klíče jsou: %2</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 není číslo</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 není celé číslo</translation>
    </message>
    <message>
        <source>bet %1 is over the table maximum %2</source>
        <translation>sázka %1 je nad maximem stolu %2</translation>
    </message>
    <message>
        <source>bet %1 is below the table minimum %2</source>
        <translation>sázka %1 je pod minimem stolu %2</translation>
    </message>
    <message>
        <source>tag %1 is not allowed</source>
        <translation>značka %1 není povolená</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>binární data (bajt NUL), ne textový soubor</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>není text v UTF-8 (bajt %1)</translation>
    </message>
    <message>
        <source>the file is more than the limit of %1 bytes</source>
        <translation>soubor je větší než limit %1 bajtů</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2</source>
        <translation>soubor má %1 bajtů, víc než limit %2</translation>
    </message>
    <message>
        <source>no pack here (the file is empty or only comments); a pack is a mapping with %1</source>
        <translation>tady není žádný balíček (soubor je prázdný nebo jen s komentáři); balíček je mapování s %1</translation>
    </message>
    <message>
        <source>unknown action %1; actions are: %2</source>
        <translation>neznámý úkon %1; úkony jsou: %2</translation>
    </message>
    <message>
        <source>box %1 is not on the table: %2 has boxes %3</source>
        <translation>box %1 není u stolu: %2 má boxy %3</translation>
    </message>
    <message>
        <source>folder holds no .yaml pack files</source>
        <translation>složka neobsahuje žádné soubory balíčků .yaml</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random</source>
        <translation>zadej soubor SCENARIO nebo --random</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random, not both</source>
        <translation>zadej soubor SCENARIO nebo --random, ne obojí</translation>
    </message>
    <message>
        <source>no amount: type a number such as %1</source>
        <translation>žádná částka: napiš číslo, třeba %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: type digits, such as %2</source>
        <translation>%1 není částka: napiš číslice, třeba %2</translation>
    </message>
    <message>
        <source>%1 is not an amount: type a number such as %2</source>
        <translation>%1 není částka: napiš číslo, třeba %2</translation>
    </message>
    <message>
        <source>%1: thousands are grouped by three digits, such as 1 500</source>
        <translation>%1: tisíce se oddělují po třech číslicích, třeba 1 500</translation>
    </message>
    <message>
        <source>%1: one decimal mark, with one or two digits after it, such as %2</source>
        <translation>%1: jedna desetinná čárka a za ní jedna nebo dvě číslice, třeba %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous (%2 or %3?): type %4 without a mark, or at most two decimals</source>
        <translation>%1 je nejednoznačné (%2 nebo %3?): napiš %4 bez znaménka, nebo nejvýš dvě desetinná místa</translation>
    </message>
    <message>
        <source>%1: at most two decimals, such as %2</source>
        <translation>%1: nejvýš dvě desetinná místa, třeba %2</translation>
    </message>
    <message>
        <source>%1: too long for an amount; type a plain number such as %2</source>
        <translation>%1: na částku příliš dlouhé; napiš obyčejné číslo, třeba %2</translation>
    </message>
    <message>
        <source>%1 wants a whole number, got %2</source>
        <translation>%1 chce celé číslo, dostal %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 musí být aspoň %2, dostal %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 smí být nejvýš %2, dostal %3</translation>
    </message>
    <message>
        <source>%1 wants a number of seconds, got %2</source>
        <translation>%1 chce počet sekund, dostal %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0, got %2</source>
        <translation>%1 musí být víc než 0, dostal %2</translation>
    </message>
    <message>
        <source>%1 is for the interactive quiz, not with --print</source>
        <translation>%1 patří k interaktivnímu kvízu, ne k --print</translation>
    </message>
    <message>
        <source>--json goes with --print N</source>
        <translation>--json patří k --print N</translation>
    </message>
    <message>
        <source>--trainee needs a name</source>
        <translation>--trainee potřebuje jméno</translation>
    </message>
    <message>
        <source>--house all works only with --print; name one house for a quiz</source>
        <translation>--house all funguje jen s --print; pro kvíz zadej jedno kasino</translation>
    </message>
    <message>
        <source>unknown kind %1; the kinds are: %2</source>
        <translation>neznámý druh %1; druhy jsou: %2</translation>
    </message>
    <message>
        <source>unknown point %1; the points are: %2</source>
        <translation>neznámý bod %1; body jsou: %2</translation>
    </message>
    <message>
        <source>no progress database in %1</source>
        <translation>v %1 není databáze pokroku</translation>
    </message>
    <message>
        <source>no trainee named %1 in %2 (trainees: %3)</source>
        <translation>v %2 není žádný student jménem %1 (studenti: %3)</translation>
    </message>
    <message>
        <source>--day %1 is not a date (YYYY-MM-DD)</source>
        <translation>--day %1 není datum (RRRR-MM-DD)</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1280x800</source>
        <translation>chybná --size %1: napiš ji jako 1280x800</translation>
    </message>
    <message>
        <source>a class needs a name</source>
        <translation>třída potřebuje jméno</translation>
    </message>
    <message>
        <source>a trainee needs a name</source>
        <translation>student potřebuje jméno</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN must be at least %1 digits</source>
        <translation>PIN instruktora musí mít alespoň %1 číslic</translation>
    </message>
    <message>
        <source>there is already a class named %1</source>
        <translation>třída %1 už existuje</translation>
    </message>
    <message>
        <source>name the class with --class (classes: %1)</source>
        <translation>uveďte třídu pomocí --class (třídy: %1)</translation>
    </message>
    <message>
        <source>no class named %1 (classes: %2)</source>
        <translation>žádná třída %1 (třídy: %2)</translation>
    </message>
    <message>
        <source>wrong instructor PIN for class %1</source>
        <translation>špatný PIN instruktora pro třídu %1</translation>
    </message>
    <message>
        <source>%1 is not on the list of class %2 (the list: %3)</source>
        <translation>%1 není na seznamu třídy %2 (seznam: %3)</translation>
    </message>
    <message>
        <source>the pass mark is a share between 0 and 1 (0.8 for 80%)</source>
        <translation>hranice úspěchu je podíl mezi 0 a 1 (0.8 pro 80%)</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 minutes</source>
        <translation>časový limit musí být víc než 0 minut</translation>
    </message>
    <message>
        <source>a time limit belongs to an exam: give a pass mark too</source>
        <translation>časový limit patří ke zkoušce: zadejte i hranici úspěchu</translation>
    </message>
    <message>
        <source>--pass-mark %1: give a share such as 80% or 0.8</source>
        <translation>--pass-mark %1: zadejte podíl, třeba 80% nebo 0.8</translation>
    </message>
    <message>
        <source>sign in with the class and your name: --class CLASS --trainee NAME</source>
        <translation>přihlaste se třídou a svým jménem: --class TŘÍDA --trainee JMÉNO</translation>
    </message>
    <message>
        <source>no progress database at %1</source>
        <translation>žádná databáze pokroku v %1</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: the port must be a whole number from 1 to 65535</source>
        <translation>URL databáze třídy %1 je chybná: port musí být celé číslo od 1 do 65535</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: an IPv6 address goes in square brackets, both of them: %2</source>
        <translation>URL databáze třídy %1 je chybná: adresa IPv6 patří do hranatých závorek, obou: %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: wrong name or password (login %2)</source>
        <translation>databáze třídy %1 odmítla přihlášení: špatné jméno nebo heslo (přihlašovací jméno %2)</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: too many connections for this login (%2): it may hold 10 at once; close the trainer windows it has open elsewhere</source>
        <translation>databáze třídy %1 odmítla spojení: příliš mnoho spojení pro toto přihlášení (%2): smí mít najednou 10; zavřete okna trenažéru, která má otevřená jinde</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: the server has no connection to spare (max_connections): close some trainer windows</source>
        <translation>databáze třídy %1 odmítla spojení: server nemá volné spojení (max_connections): zavřete některá okna trenažéru</translation>
    </message>
    <message>
        <source>%1 needs the class database&apos;s owner login (the instructor&apos;s --db); a trainee&apos;s login may only add and read the trainee&apos;s own record</source>
        <translation>%1 vyžaduje přihlášení vlastníka databáze třídy (--db instruktora); přihlášení účastníka smí jen přidávat a číst jeho vlastní záznamy</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server wants a password for user %2: put it in the URL</source>
        <translation>databáze třídy %1 odmítla přihlášení: server chce heslo uživatele %2: uveďte ho v URL</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no user %2</source>
        <translation>databáze třídy %1 odmítla přihlášení: server nemá uživatele %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no database %2: check the end of the URL</source>
        <translation>databáze třídy %1 odmítla přihlášení: server nemá databázi %2: zkontrolujte konec URL</translation>
    </message>
    <message>
        <source>cannot reach the class database %1: no server answers at %2 (%3)</source>
        <translation>databáze třídy %1 není dostupná: na %2 neodpovídá žádný server (%3)</translation>
    </message>
    <message>
        <source>the class database %1 is not answering: %2</source>
        <translation>databáze třídy %1 neodpovídá: %2</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 není jedno z %2</translation>
    </message>
    <message>
        <source>%1 is not a mapping of keys and values</source>
        <translation>%1 není mapování klíčů a hodnot</translation>
    </message>
    <message>
        <source>%1 is not a list</source>
        <translation>%1 není seznam</translation>
    </message>
    <message>
        <source>the list is empty: give at least one entry</source>
        <translation>seznam je prázdný: uveď aspoň jednu položku</translation>
    </message>
    <message>
        <source>%1 is too small: it must be more than %2</source>
        <translation>%1 je příliš malé: musí být víc než %2</translation>
    </message>
    <message>
        <source>%1 is too large: it must be at most %2</source>
        <translation>%1 je příliš velké: smí být nejvýš %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 není počet sekund</translation>
    </message>
    <message>
        <source>%1 is not an amount: write a number such as 150 or 262.5</source>
        <translation>%1 není částka: napiš číslo jako 150 nebo 262.5</translation>
    </message>
    <message>
        <source>there is no bet %1 on the table</source>
        <translation>na stole není žádná sázka %1</translation>
    </message>
    <message>
        <source>duplicate scenario id %1 (first used on line %2)</source>
        <translation>zdvojené id scénáře %1 (poprvé použito na řádku %2)</translation>
    </message>
    <message>
        <source>no scenario %1 in this pack; its scenarios: %2</source>
        <translation>v tomto balíčku není scénář %1; jeho scénáře: %2</translation>
    </message>
    <message>
        <source>this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: %1)</source>
        <translation>tohle je balíček scénářů, ne jeden scénář: vyber jeden pomocí --scenario ID (jeho scénáře: %1)</translation>
    </message>
    <message>
        <source>a second document starts here (&apos;---&apos;): a pack is one document; remove this line</source>
        <translation>tady začíná druhý dokument (&apos;---&apos;): balíček je jeden dokument; smaž tento řádek</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above (the entry starts on line %1): indent this line exactly as far as the other keys of its entry</source>
        <translation>odsazení nesedí s řádky nad ním (položka začíná na řádku %1): odsaď tento řádek přesně jako ostatní klíče položky</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where none can be: is this line indented deeper than the keys beside it? (a value that holds &apos;: &apos; needs quotes)</source>
        <translation>&apos;:&apos; tam, kde nemůže být: není tento řádek odsazený hlouběji než klíče vedle něj? (hodnota obsahující &apos;: &apos; potřebuje uvozovky)</translation>
    </message>
    <message>
        <source>unacceptable character %1 (control characters are not allowed)</source>
        <translation>nepřípustný znak %1 (řídicí znaky nejsou povoleny)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>vnořeno hlouběji než %1 úrovní</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1440x900</source>
        <translation>chybná --size %1: napiš ji jako 1440x900</translation>
    </message>
    <message>
        <source>--size %1 is out of range: at most %2</source>
        <translation>--size %1 je mimo rozsah: nejvýš %2</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: it is a folder, not a file</source>
        <translation>snímek obrazovky %1 nelze zapsat: je to složka, ne soubor</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>snímek obrazovky %1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>--data %1 is a file, not a folder</source>
        <translation>--data %1 je soubor, ne složka</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY is not set): run it on a desktop, under xvfb-run, or render it with --screenshot FILE</source>
        <translation>žádná obrazovka pro otevření okna (DISPLAY není nastaveno): spusť ho na ploše, pod xvfb-run, nebo ho vykresli pomocí --screenshot FILE</translation>
    </message>
    <message>
        <source>Qt cannot open a window on this X display: %1 is missing (on Debian or Ubuntu: apt install %2)</source>
        <translation>Qt nemůže na tomto X displeji otevřít okno: chybí %1 (na Debianu nebo Ubuntu: apt install %2)</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <extracomment>the core&apos;s suggestion for a typo, anywhere in a sentence: &quot; (did you mean &apos;cosmopol&apos;?)&quot;.</extracomment>
        <translation>mysleli jste %1?</translation>
    </message>
</context>
<context>
    <name>ExamPaper</name>
    <message>
        <source>PASSED</source>
        <translation>SPLNĚNO</translation>
    </message>
    <message>
        <source>TO REVIEW: the instructor looks at rounds played faster than a person</source>
        <translation>K POSOUZENÍ: instruktor prověří kola odehraná rychleji, než zvládne člověk</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NESPLNĚNO</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>Score: %1 (%2 clean of the exam&apos;s %3 rounds; %4 played)</source>
        <translation>Výsledek: %1 (%2 bez chyby z %3 kol zkoušky; %4 odehráno)</translation>
    </message>
    <message>
        <source>Pass mark: %1 · time limit: %2</source>
        <translation>Hranice úspěchu: %1 · časový limit: %2</translation>
    </message>
    <message>
        <source>This attempt does not count: the exam was closed or its attempts used up.</source>
        <translation>Tento pokus se nepočítá: zkouška byla uzavřena nebo pokusy vyčerpány.</translation>
    </message>
    <message>
        <source>Rounds after the time limit, not counted: %1</source>
        <translation>Kola po časovém limitu, nezapočtena: %1</translation>
    </message>
    <message>
        <source>Rounds of another scenario, not counted: %1</source>
        <translation>Kola jiného scénáře, nezapočtena: %1</translation>
    </message>
    <message>
        <source>not played (failed)</source>
        <translation>neodehráno (nesplněno)</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>bez chyby</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>s chybami</translation>
    </message>
    <message>
        <source>faster than a person</source>
        <translation>rychleji než člověk</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénář</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Zkouška: %1</translation>
    </message>
    <message>
        <source>Each round</source>
        <translation>Každé kolo</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Třída</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Zkouška</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>Passed on</source>
        <translation>Splněno dne</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Hranice úspěchu</translation>
    </message>
    <message>
        <source>Verification code: %1 (trainer class verify %1)</source>
        <translation>Ověřovací kód: %1 (trainer class verify %1)</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certifikát</translation>
    </message>
    <message>
        <source>Black Jack dealer training: exam passed</source>
        <translation>Výcvik krupiérů Black Jacku: zkouška složena</translation>
    </message>
    <message>
        <source>The examiner’s signature</source>
        <translation>Podpis zkoušejícího</translation>
    </message>
</context>
<context>
    <name>ExamSwitch</name>
    <message>
        <source>Exam mode</source>
        <translation>Zkouška</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>Trénink</translation>
    </message>
    <message>
        <source>Start an exam?</source>
        <translation>Začít zkoušku?</translation>
    </message>
    <message>
        <source>Leave the exam for training?</source>
        <translation>Opustit zkoušku a trénovat?</translation>
    </message>
    <message>
        <source>The pack has ended: it starts again at round 1.</source>
        <translation>Balíček skončil: začne znovu od kola 1.</translation>
    </message>
    <message>
        <source>The pack starts again at round 1 (you are at round %1 of %2).</source>
        <translation>Balíček začne znovu od kola 1 (jsi v kole %1 z %2).</translation>
    </message>
    <message>
        <source>A new round is dealt.</source>
        <translation>Rozdá se nové kolo.</translation>
    </message>
    <message>
        <source>The round in play is kept in your history as not finished.</source>
        <translation>Rozehrané kolo zůstane v historii jako nedokončené.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Přepnout</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Hrát dál</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>no more bets</source>
        <extracomment>the settings key that says the guide has been played or skipped once. the procedure&apos;s phases in order, as the guide&apos;s order line names them, with the round states each covers.</extracomment>
        <translation>sázky uzavřeny</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>první rozdání</translation>
    </message>
    <message>
        <source>insurance, Black Jacks</source>
        <translation>pojištění, Black Jacky</translation>
    </message>
    <message>
        <source>boxes&apos; play</source>
        <translation>hra boxů</translation>
    </message>
    <message>
        <source>dealer&apos;s hand</source>
        <translation>ruka bankéře</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>vyúčtování</translation>
    </message>
    <message>
        <source>end</source>
        <translation>konec</translation>
    </message>
    <message numerus="yes">
        <source>That is a whole round, with %n mistakes: the panel says what each one was. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>
            <numerusform>To bylo celé kolo s %n chybou: panel říká, v čem byla. &lt;b&gt;Enter&lt;/b&gt; rozdá další; &lt;b&gt;F1&lt;/b&gt; ukáže všechny klávesy a Nápověda ▸ Kolo s průvodcem pustí průvodce znovu.</numerusform>
            <numerusform>To bylo celé kolo s %n chybami: panel říká, v čem byly. &lt;b&gt;Enter&lt;/b&gt; rozdá další; &lt;b&gt;F1&lt;/b&gt; ukáže všechny klávesy a Nápověda ▸ Kolo s průvodcem pustí průvodce znovu.</numerusform>
            <numerusform>To bylo celé kolo s %n chybami: panel říká, v čem byly. &lt;b&gt;Enter&lt;/b&gt; rozdá další; &lt;b&gt;F1&lt;/b&gt; ukáže všechny klávesy a Nápověda ▸ Kolo s průvodcem pustí průvodce znovu.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is a whole round, dealt by the book. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>To bylo celé kolo podle pravidel. &lt;b&gt;Enter&lt;/b&gt; rozdá další; &lt;b&gt;F1&lt;/b&gt; ukáže všechny klávesy a Nápověda ▸ Kolo s průvodcem pustí průvodce znovu.</translation>
    </message>
    <message>
        <source>Wait for the players.</source>
        <translation>Počkej na hráče.</translation>
    </message>
    <message>
        <source>The bets are placed. Close the betting: press &lt;b&gt;N&lt;/b&gt; (or &lt;b&gt;Enter&lt;/b&gt;). The round&apos;s clock starts with your first action.</source>
        <translation>Sázky jsou vsazeny. Uzavři sázky: stiskni &lt;b&gt;N&lt;/b&gt; (nebo &lt;b&gt;Enter&lt;/b&gt;). Hodiny kola běží od tvého prvního úkonu.</translation>
    </message>
    <message>
        <source>Now a card to yourself: press &lt;b&gt;D&lt;/b&gt;, or click the dealer&apos;s place.</source>
        <translation>Teď kartu sobě: stiskni &lt;b&gt;D&lt;/b&gt;, nebo klikni na místo bankéře.</translation>
    </message>
    <message>
        <source>Deal in order, from your left: the next card goes to box %1. Press %2, or click the box&apos;s card place.</source>
        <translation>Rozdávej popořadě zleva: další karta jde do boxu %1. Stiskni %2, nebo klikni na místo pro kartu v boxu.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: press %2, or click its cards.</source>
        <translation>Hra %1 žádá kartu: stiskni %2, nebo klikni na její karty.</translation>
    </message>
    <message>
        <source>Hand %1 wants to %2 and may: press &lt;b&gt;A&lt;/b&gt; to accept.</source>
        <translation>Hra %1 chce %2 a smí: stiskni &lt;b&gt;A&lt;/b&gt; a přijmi.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet, which the house refuses. Select %2: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>%1 je víc než polovina sázky, což kasino odmítá. Vyber %2: klikni na žetony, nebo tiskni &lt;b&gt;Tab&lt;/b&gt;, dokud není označená.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet: press &lt;b&gt;X&lt;/b&gt; to refuse it.</source>
        <translation>%1 je víc než polovina sázky: stiskni &lt;b&gt;X&lt;/b&gt; a odmítni ji.</translation>
    </message>
    <message>
        <source>Hand %1 asks for something the house does not allow: press &lt;b&gt;X&lt;/b&gt; to refuse.</source>
        <translation>Hra %1 žádá něco, co kasino nedovoluje: stiskni &lt;b&gt;X&lt;/b&gt; a odmítni.</translation>
    </message>
    <message>
        <source>You show an ace: offer insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Ukazuješ eso: nabídni pojištění klávesou &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The players have answered: close insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Hráči odpověděli: uzavři pojištění klávesou &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every bet is settled: end the round with &lt;b&gt;E&lt;/b&gt;.</source>
        <translation>Všechny sázky jsou vyúčtované: ukonči kolo klávesou &lt;b&gt;E&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Settle from your right to your left. Select %1: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>Vyúčtuj zprava doleva. Vyber %1: klikni na žetony, nebo tiskni &lt;b&gt;Tab&lt;/b&gt;, dokud není označená.</translation>
    </message>
    <message>
        <source>%1 lost: press &lt;b&gt;C&lt;/b&gt; to collect it.</source>
        <translation>%1 prohrála: stiskni &lt;b&gt;C&lt;/b&gt; a seber ji.</translation>
    </message>
    <message>
        <source>%1 ties with you: press &lt;b&gt;U&lt;/b&gt; to push it (stand-off).</source>
        <translation>%1 hraje s tebou nerozhodně: stiskni &lt;b&gt;U&lt;/b&gt; pro stand off.</translation>
    </message>
    <message>
        <source>%1 wins %2: press &lt;b&gt;P&lt;/b&gt;, type &lt;b&gt;%2&lt;/b&gt; and press &lt;b&gt;Enter&lt;/b&gt; (or build the amount with the panel&apos;s chips, then Pay).</source>
        <translation>%1 vyhrává %2: stiskni &lt;b&gt;P&lt;/b&gt;, napiš &lt;b&gt;%2&lt;/b&gt; a stiskni &lt;b&gt;Enter&lt;/b&gt; (nebo slož částku ze žetonů panelu, pak Vyplatit).</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Dál: %1</translation>
    </message>
    <message>
        <source>This round is spot the error: watch the recorded dealer (&lt;b&gt;Space&lt;/b&gt; plays, &lt;b&gt;→&lt;/b&gt; steps), mark each wrong step with &lt;b&gt;M&lt;/b&gt; and finish with &lt;b&gt;F&lt;/b&gt;. The guide deals with you again in the next dealing round.</source>
        <translation>Toto kolo je Najdi chybu: sleduj nahraného bankéře (&lt;b&gt;Mezerník&lt;/b&gt; přehrává, &lt;b&gt;→&lt;/b&gt; krokuje), označ každý chybný krok klávesou &lt;b&gt;M&lt;/b&gt; a skonči klávesou &lt;b&gt;F&lt;/b&gt;. V dalším kole, které rozdáváš, tě průvodce povede znovu.</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <extracomment>the guide was closed: True when the round was played to its end, False when skipped. the hint has been brought up to date with the round (after a key or a click).</extracomment>
        <translation>Přeskočit průvodce</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Exam mode: the guide gives no hints during an exam. Untick &lt;b&gt;Exam mode&lt;/b&gt; to be guided.</source>
        <translation>Zkouška: během zkoušky průvodce neradí. Zruš zaškrtnutí &lt;b&gt;Zkouška&lt;/b&gt; a průvodce tě povede.</translation>
    </message>
    <message>
        <source>Guided round: done</source>
        <translation>Kolo s průvodcem: hotovo</translation>
    </message>
    <message>
        <source>Guided round · hint %1</source>
        <translation>Kolo s průvodcem · rada %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>check a round&apos;s dealer actions against the procedure</source>
        <extracomment>an action list is a few dozen lines; anything past this is not one.</extracomment>
        <translation>zkontrolovat krupiérovy úkony v kole podle postupu</translation>
    </message>
    <message>
        <source>scenario file (minimal form, see docs/procedure.md) or a scenario pack</source>
        <translation>soubor scénáře (krátká forma, viz docs/procedure.md) nebo balíček scénářů</translation>
    </message>
    <message>
        <source>with a scenario pack: the id of the scenario to run</source>
        <translation>s balíčkem scénářů: id scénáře, který se má spustit</translation>
    </message>
    <message>
        <source>the dealer&apos;s actions, one a line, # comments</source>
        <translation>krupiérovy úkony, jeden na řádek, # komentáře</translation>
    </message>
    <message>
        <source>let the reference dealer play the round</source>
        <translation>nechat kolo odehrát vzorového krupiéra</translation>
    </message>
    <message>
        <source>a random round instead of a scenario file</source>
        <translation>náhodné kolo místo souboru scénáře</translation>
    </message>
    <message>
        <source>seed of the random round</source>
        <translation>semínko náhodného kola</translation>
    </message>
    <message>
        <source>with --random: a round in which this procedure point happens</source>
        <translation>s --random: kolo, ve kterém nastane tento bod postupu</translation>
    </message>
    <message>
        <source>house rules pack (default %1)</source>
        <translation>balíček pravidel herny (výchozí %1)</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>vypsat jeden objekt JSON</translation>
    </message>
    <message>
        <source>save the round as a scenario file</source>
        <translation>uložit kolo jako soubor scénáře</translation>
    </message>
    <message>
        <source>print the procedure as a mermaid state diagram</source>
        <translation>vypsat postup jako stavový diagram mermaid</translation>
    </message>
    <message>
        <source>the class (default: the only one)</source>
        <translation>třída (výchozí: jediná existující)</translation>
    </message>
    <message>
        <source>set up a class on the class database (PostgreSQL) and show today&apos;s overview</source>
        <translation>založit třídu v databázi tříd (PostgreSQL) a ukázat dnešní přehled</translation>
    </message>
    <message>
        <source>Without a subcommand: today&apos;s overview of a class (--json for the JSON the Class view shows). Subcommands set the class up.</source>
        <translation>Bez podpříkazu: dnešní přehled třídy (--json pro JSON, který ukazuje okno třídy). Podpříkazy třídu zakládají.</translation>
    </message>
    <message>
        <source>print the overview as one JSON object</source>
        <translation>vypsat přehled jako jeden objekt JSON</translation>
    </message>
    <message>
        <source>the overview of another day (default: today)</source>
        <translation>přehled jiného dne (výchozí: dnes)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the class database&apos;s owner login)</source>
        <translation>PIN instruktora (není třeba s přihlášením vlastníka databáze tříd)</translation>
    </message>
    <message>
        <source>make a class with its instructor&apos;s PIN</source>
        <translation>vytvořit třídu s PIN jejího instruktora</translation>
    </message>
    <message>
        <source>list the classes and their trainees</source>
        <translation>vypsat třídy a jejich studenty</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (digits, at least 4): needed in a SQLite file only</source>
        <translation>PIN instruktora (číslice, nejméně 4): potřeba jen v souboru SQLite</translation>
    </message>
    <message>
        <source>put trainees on the class list; on a class server each gets a login and a password, printed once</source>
        <translation>zapsat studenty do třídy; na třídním serveru dostane každý přihlášení a heslo, vypsané jednou</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (a class in a SQLite file)</source>
        <translation>PIN instruktora (třída v souboru SQLite)</translation>
    </message>
    <message>
        <source>give a trainee&apos;s login a new password (printed once); the old one stops working at once</source>
        <translation>dát přihlášení studenta nové heslo (vypsané jednou); staré okamžitě přestane platit</translation>
    </message>
    <message>
        <source>assign a pack to the class or a trainee; an exam with --pass-mark</source>
        <translation>přidělit balíček třídě nebo studentovi; zkouška s --pass-mark</translation>
    </message>
    <message>
        <source>a shipped pack&apos;s id or a pack file</source>
        <translation>id dodaného balíčku nebo soubor balíčku</translation>
    </message>
    <message>
        <source>only this trainee (default: the whole class)</source>
        <translation>jen tento student (výchozí: celá třída)</translation>
    </message>
    <message>
        <source>the house to play it in (default: the pack&apos;s)</source>
        <translation>herna, ve které se hraje (výchozí: ta z balíčku)</translation>
    </message>
    <message>
        <source>an exam: share of clean rounds to pass (80%% or 0.8)</source>
        <translation>zkouška: podíl bezchybných kol ke složení (80%% nebo 0,8)</translation>
    </message>
    <message>
        <source>the exam&apos;s time limit in minutes</source>
        <translation>časový limit zkoušky v minutách</translation>
    </message>
    <message>
        <source>the exam closes at the end of this day (YYYY-MM-DD) or at YYYY-MM-DDTHH:MM</source>
        <translation>zkouška se uzavře na konci tohoto dne (RRRR-MM-DD) nebo v RRRR-MM-DDTHH:MM</translation>
    </message>
    <message>
        <source>attempts each trainee has (default 1)</source>
        <translation>počet pokusů každého studenta (výchozí 1)</translation>
    </message>
    <message>
        <source>open the Class window: today&apos;s overview, live (the instructor&apos;s PIN)</source>
        <translation>otevřít okno třídy: dnešní přehled, živě (PIN instruktora)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the owner login)</source>
        <translation>PIN instruktora (není třeba s přihlášením vlastníka)</translation>
    </message>
    <message>
        <source>render the window to a PNG and exit</source>
        <translation>uložit okno jako PNG a skončit</translation>
    </message>
    <message>
        <source>with --screenshot: the window&apos;s size</source>
        <translation>s --screenshot: velikost okna</translation>
    </message>
    <message>
        <source>the class report, one line per trainee</source>
        <translation>zpráva o třídě, jeden řádek na studenta</translation>
    </message>
    <message>
        <source>grant a trainee one more attempt at an exam (the owner&apos;s login)</source>
        <translation>dát studentovi další pokus u zkoušky (přihlášení vlastníka)</translation>
    </message>
    <message>
        <source>accept an attempt marked &apos;faster than a person&apos; (--reject: count it failed)</source>
        <translation>přijmout pokus označený &apos;rychlejší než člověk&apos; (--reject: počítat jako nesložený)</translation>
    </message>
    <message>
        <source>a passed exam&apos;s certificate as a one-page PDF (the owner&apos;s login)</source>
        <translation>osvědčení o složené zkoušce jako jednostránkové PDF (přihlášení vlastníka)</translation>
    </message>
    <message>
        <source>the exam&apos;s pack</source>
        <translation>balíček zkoušky</translation>
    </message>
    <message>
        <source>the rounds were not played by a person: failed</source>
        <translation>kola nehrál člověk: nesloženo</translation>
    </message>
    <message>
        <source>check a certificate&apos;s verification code (the owner&apos;s login)</source>
        <translation>ověřit kontrolní kód osvědčení (přihlášení vlastníka)</translation>
    </message>
    <message>
        <source>gone: each trainee has a login of their own (class add)</source>
        <translation>zrušeno: každý student má vlastní přihlášení (class add)</translation>
    </message>
    <message>
        <source>print [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] for a script</source>
        <translation>vypsat [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] pro skript</translation>
    </message>
    <message>
        <source>write sign-in slips to cut out (the table is not printed)</source>
        <translation>zapsat přihlašovací lístky k vystřižení (tabulka se nevypíše)</translation>
    </message>
    <message>
        <source>list the house rules packs (and validate them)</source>
        <translation>vypsat balíčky pravidel heren (a zkontrolovat je)</translation>
    </message>
    <message>
        <source>house names or pack files (default: every shipped house)</source>
        <translation>názvy heren nebo soubory balíčků (výchozí: všechny dodané herny)</translation>
    </message>
    <message>
        <source>Practise the Black Jack dealer&apos;s procedure under several casinos&apos; house rules.</source>
        <extracomment>the modules of the subcommands, in the order --help lists them, and the commands each adds. A module is imported only when its command runs (or for --help): ``trainer gui`` loads neither the drills, nor the reports, nor the class database before the window paints.</extracomment>
        <translation>Procvičujte postup krupiéra Black Jacku podle pravidel několika kasin.</translation>
    </message>
    <message>
        <source>show the trainer&apos;s version and exit</source>
        <translation>ukázat verzi programu a skončit</translation>
    </message>
    <message>
        <source>the language of everything a person reads (%1; default: the system&apos;s, else en)</source>
        <translation>jazyk všeho, co se čte (%1; výchozí: jazyk systému, jinak en)</translation>
    </message>
    <message>
        <source>open the dealer&apos;s table (the desktop app)</source>
        <translation>otevřít krupiérův stůl (desktopovou aplikaci)</translation>
    </message>
    <message>
        <source>scenario pack: a file, or a shipped pack&apos;s id; &apos;none&apos; for free play (default: the first shipped pack of the house, else free play)</source>
        <translation>balíček scénářů: soubor nebo id dodaného balíčku; &apos;none&apos; pro volnou hru (výchozí: první dodaný balíček herny, jinak volná hra)</translation>
    </message>
    <message>
        <source>first random round&apos;s seed in free play (default 0)</source>
        <translation>semínko prvního náhodného kola ve volné hře (výchozí 0)</translation>
    </message>
    <message>
        <source>deal the first round to the first player decision, save the window as a PNG and exit</source>
        <translation>rozdat první kolo po první rozhodnutí hráče, uložit okno jako PNG a skončit</translation>
    </message>
    <message>
        <source>exam mode: mistakes are shown only at the end of each round (a person&apos;s: not with --screenshot or --stop-at)</source>
        <translation>režim zkoušky: chyby se ukážou až na konci každého kola (pro člověka: ne s --screenshot nebo --stop-at)</translation>
    </message>
    <message>
        <source>with --screenshot: where the reference dealer stops (default: decision); never with --exam</source>
        <translation>s --screenshot: kde se referenční krupiér zastaví (výchozí: decision); nikdy s --exam</translation>
    </message>
    <message>
        <source>with --screenshot: window size (at least %1; a smaller one is raised to it)</source>
        <translation>s --screenshot: velikost okna (nejméně %1; menší se na ni zvětší)</translation>
    </message>
    <message>
        <source>whose progress is recorded (default: whoever trained last, else your login name)</source>
        <translation>čí pokrok se zaznamenává (výchozí: kdo cvičil naposledy, jinak vaše přihlašovací jméno)</translation>
    </message>
    <message>
        <source>a class station: sign --trainee in to this class on the class database (--db)</source>
        <translation>stanice třídy: přihlásit --trainee do této třídy v databázi tříd (--db)</translation>
    </message>
    <message>
        <source>a house&apos;s mathematics: the dealer&apos;s totals, basic strategy, house edge, side bets</source>
        <translation>matematika herny: krupiérovy součty, základní strategie, výhoda herny, vedlejší sázky</translation>
    </message>
    <message>
        <source>Compute, exactly from the shoe, the dealer&apos;s final totals by up card, the basic strategy for the house&apos;s rules, the house edge with it, what each rule is worth, and each side bet&apos;s win probability and house edge.</source>
        <translation>Spočítat přesně z botky: krupiérovy konečné součty podle odkryté karty, základní strategii pro pravidla herny, výhodu herny s ní, co která pravidla znamenají a pravděpodobnost výhry a výhodu herny u každé vedlejší sázky.</translation>
    </message>
    <message>
        <source>a house name or pack file (default %1)</source>
        <translation>název herny nebo soubor balíčku (výchozí %1)</translation>
    </message>
    <message>
        <source>print one JSON object instead of the text</source>
        <translation>vypsat jeden objekt JSON místo textu</translation>
    </message>
    <message>
        <source>practise your weak points, a speed run or the daily challenge in the terminal</source>
        <extracomment>what the trainee may type, in the procedure&apos;s notation (the same in every language).</extracomment>
        <translation>procvičit slabá místa, rychlý běh nebo denní výzvu v terminálu</translation>
    </message>
    <message>
        <source>Practise in the terminal: type the dealer&apos;s actions as in trainer check.</source>
        <translation>Cvičení v terminálu: pište krupiérovy úkony jako v trainer check.</translation>
    </message>
    <message>
        <source>whose progress to read and record</source>
        <translation>čí pokrok se čte a zaznamenává</translation>
    </message>
    <message>
        <source>speed run: N focused rounds, only time and mistakes</source>
        <translation>rychlý běh: N cílených kol, jen čas a chyby</translation>
    </message>
    <message>
        <source>today&apos;s challenge: %1 rounds, the same for everyone</source>
        <translation>dnešní výzva: %1 kol, pro všechny stejná</translation>
    </message>
    <message>
        <source>spaced review (FSRS): the skills due today, most overdue first</source>
        <translation>rozložené opakování (FSRS): dovednosti na dnešek, nejzpožděnější první</translation>
    </message>
    <message>
        <source>with --review: exercises (default %1)</source>
        <translation>s --review: cvičení (výchozí %1)</translation>
    </message>
    <message>
        <source>with --speed: the point (default: the house&apos;s points in turn)</source>
        <translation>s --speed: bod (výchozí: body herny postupně)</translation>
    </message>
    <message>
        <source>seed (default: from the clock)</source>
        <translation>semínko (výchozí: z hodin)</translation>
    </message>
    <message>
        <source>most exercises in a practice session</source>
        <translation>nejvíce cvičení v jednom bloku</translation>
    </message>
    <message>
        <source>skills file (target times and mastery; default the shipped one)</source>
        <translation>soubor dovedností (cílové časy a zvládnutí; výchozí dodaný)</translation>
    </message>
    <message>
        <source>the reference dealer plays and answers (a dry run)</source>
        <translation>vzorový krupiér hraje a odpovídá (zkušební běh)</translation>
    </message>
    <message>
        <source>payout drills: print questions or quiz yourself in the terminal</source>
        <extracomment>questions in an interactive quiz when neither --count nor --seconds is given. the most questions --print will write; more is a typo, not a drill. a bad option, or a progress database that cannot be used. the quiz was stopped with Ctrl-C (128 + SIGINT, as shells report it). the session mode of a terminal quiz in the progress database.</extracomment>
        <translation>cvičení výplat: vypsat otázky nebo se vyzkoušet v terminálu</translation>
    </message>
    <message>
        <source>Payout drills: how much does the dealer pay? Type the amount; q or end of input stops.</source>
        <translation>Cvičení výplat: kolik krupiér vyplatí? Napište částku; q nebo konec vstupu skončí.</translation>
    </message>
    <message>
        <source>house rules pack (default %1); with --print, &apos;all&apos; mixes every house</source>
        <translation>balíček pravidel herny (výchozí %1); s --print &apos;all&apos; míchá všechny herny</translation>
    </message>
    <message>
        <source>print N questions with their answers and exit</source>
        <translation>vypsat N otázek s odpověďmi a skončit</translation>
    </message>
    <message>
        <source>with --print: one JSON object a line</source>
        <translation>s --print: jeden objekt JSON na řádek</translation>
    </message>
    <message>
        <source>seed: the same seed asks the same questions, in the order --print N --seed S prints them (without a seed the quiz adapts to your answers)</source>
        <translation>semínko: stejné semínko klade stejné otázky v pořadí, v jakém je vypíše --print N --seed S (bez semínka se zkoušení přizpůsobí vašim odpovědím)</translation>
    </message>
    <message>
        <source>questions in the quiz (default %1 when untimed)</source>
        <translation>otázek ve zkoušení (výchozí %1 bez časového limitu)</translation>
    </message>
    <message>
        <source>end the quiz after T seconds</source>
        <translation>ukončit zkoušení po T sekundách</translation>
    </message>
    <message>
        <source>only these kinds: %1</source>
        <translation>jen tyto druhy: %1</translation>
    </message>
    <message>
        <source>record every answer in this trainee&apos;s progress (created if new); without it nothing is saved</source>
        <translation>zaznamenat každou odpověď do pokroku tohoto studenta (nového založí); bez toho se nic neukládá</translation>
    </message>
    <message>
        <source>Payout drills.</source>
        <translation>Cvičení výplat.</translation>
    </message>
    <message>
        <source>write a trainee&apos;s progress report (PDF) or export sessions and mistakes (CSV)</source>
        <translation>napsat zprávu o pokroku studenta (PDF) nebo exportovat bloky a chyby (CSV)</translation>
    </message>
    <message>
        <source>Write a trainee&apos;s progress report as PDF, or export the trainee&apos;s sessions and mistakes as CSV (FILE gets the sessions, FILE-mistakes.csv beside it the mistakes).</source>
        <translation>Napsat zprávu o pokroku studenta jako PDF nebo exportovat jeho bloky a chyby jako CSV (SOUBOR dostane bloky, SOUBOR-mistakes.csv vedle něj chyby).</translation>
    </message>
    <message>
        <source>the trainee&apos;s name (any case)</source>
        <translation>jméno studenta (na velikosti písmen nezáleží)</translation>
    </message>
    <message>
        <source>write the PDF report to FILE</source>
        <translation>zapsat zprávu PDF do SOUBORU</translation>
    </message>
    <message>
        <source>write sessions to FILE and mistakes to FILE-mistakes.csv</source>
        <translation>zapsat bloky do SOUBORU a chyby do SOUBOR-mistakes.csv</translation>
    </message>
    <message>
        <source>check scenario packs: structure, game rules, and a replay of every scenario</source>
        <translation>zkontrolovat balíčky scénářů: stavbu, pravidla hry a přehrání každého scénáře</translation>
    </message>
    <message>
        <source>Check scenario packs and print one line per problem (file:line:column: key: message), or &apos;OK path (N scenarios)&apos;. Exits 2 if any pack has a problem.</source>
        <translation>Zkontrolovat balíčky scénářů a vypsat jeden řádek na problém (soubor:řádek:sloupec: klíč: zpráva), nebo &apos;OK cesta (N scénářů)&apos;. Skončí kódem 2, má-li některý balíček problém.</translation>
    </message>
    <message>
        <source>pack files, or folders of *.yaml packs (default: the shipped packs)</source>
        <translation>soubory balíčků nebo složky s balíčky *.yaml (výchozí: dodané balíčky)</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <extracomment>the placeholders&apos; names in usage lines (``--house HOUSE``); letters (N, S, WxH) stay.</extracomment>
        <translation>PŘÍKAZ</translation>
    </message>
    <message>
        <source>SUBCOMMAND</source>
        <translation>PODPŘÍKAZ</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KÓD</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>TŘÍDA</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>SOUBOR</translation>
    </message>
    <message>
        <source>HOUSE</source>
        <translation>HERNA</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>JMÉNO</translation>
    </message>
    <message>
        <source>PACK</source>
        <translation>BALÍČEK</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>BOD</translation>
    </message>
    <message>
        <source>SHARE</source>
        <translation>PODÍL</translation>
    </message>
    <message>
        <source>TRAINEE</source>
        <translation>STUDENT</translation>
    </message>
    <message>
        <source>SCENARIO</source>
        <translation>SCÉNÁŘ</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>SLOŽKA</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>SEMÍNKO</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>POČET</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <source>%1 is not one of: %2; did you mean %3?</source>
        <translation>%1 není mezi: %2; mysleli jste %3?</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 není mezi: %2</translation>
    </message>
    <message>
        <source>(see %1 --help)</source>
        <translation>(viz %1 --help)</translation>
    </message>
    <message>
        <source>folder of the progress database (default: %1)</source>
        <translation>složka databáze pokroku (výchozí: %1)</translation>
    </message>
    <message>
        <source>the progress database: postgresql://user@host:port/db for a class server, or a SQLite file (path or sqlite:///path); default: $TRAINER_DB, else progress.sqlite3 in --data</source>
        <translation>databáze pokroku: postgresql://user@host:port/db pro server třídy, nebo soubor SQLite (cesta nebo sqlite:///cesta); výchozí: $TRAINER_DB, jinak progress.sqlite3 v --data</translation>
    </message>
</context>
<context>
    <name>HistoryExams</name>
    <message>
        <source>passed</source>
        <translation>splněno</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nesplněno</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>k posouzení</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Zkouška: %1</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): %1; %2.</source>
        <translation>Karty jdou v pořadí stolu od boxu 1 (vlevo od bankéře): %1; %2.</translation>
    </message>
    <message>
        <source>in the first deal one card to each box, one to the dealer, then each box&apos;s second card</source>
        <extracomment>the house&apos;s first deal (rules.deal_order) -&gt; how it goes.</extracomment>
        <translation>při prvním rozdání jedna karta do každého boxu, jedna bankéři, pak druhá karta každého boxu</translation>
    </message>
    <message>
        <source>in the first deal a card to each box, each box&apos;s second card, and only then the dealer&apos;s card</source>
        <translation>při prvním rozdání karta do každého boxu, druhá karta každého boxu a teprve potom karta bankéře</translation>
    </message>
    <message>
        <source>then each hand is finished before the next</source>
        <extracomment>the house&apos;s extra cards (rules.hit_order) -&gt; how they go.</extracomment>
        <translation>potom se každá hra dohraje před další</translation>
    </message>
    <message>
        <source>then one card a hand round the table, box 1 to the last, until every hand has finished</source>
        <translation>potom po jedné kartě na hru dokola, od boxu 1 po poslední, dokud nejsou dohrané všechny hry</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: %1.</source>
        <translation>Vedlejší sázky se vyúčtují první, zprava od bankéře: %1.</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: %1.</source>
        <translation>Vedlejší sázka se vyúčtuje, až když je rozhodnutá: %1.</translation>
    </message>
    <message>
        <source>%1 right after the first deal</source>
        <translation>%1 hned po prvním rozdání</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand, before insurance and the main bets</source>
        <translation>%1 podle dohrané hry bankéře, před pojištěním a hlavními sázkami</translation>
    </message>
    <message>
        <source>%1 after the first deal</source>
        <translation>%1 po prvním rozdání</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand</source>
        <translation>%1 podle dohrané hry bankéře</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
</context>
<context>
    <name>Houses</name>
    <message>
        <source>Casino Cosmopol</source>
        <extracomment>the shipped houses&apos; names, in English as their packs write them: the source texts the .ts files translate. A house pack of a school&apos;s own keeps the name it was given.</extracomment>
        <translation>Casino Cosmopol</translation>
    </message>
    <message>
        <source>Czech variant</source>
        <translation>Česká varianta</translation>
    </message>
    <message>
        <source>Dutch casino (Holland style)</source>
        <translation>Nizozemské kasino (holandský styl)</translation>
    </message>
    <message>
        <source>Swedish restaurant casino</source>
        <translation>Švédské restaurační kasino</translation>
    </message>
    <message>
        <source>Swiss casino (Swiss Jack)</source>
        <translation>Švýcarské kasino (Swiss Jack)</translation>
    </message>
</context>
<context>
    <name>LoginSlips</name>
    <message>
        <source>Sign-in for the Croupier trainer: class %1</source>
        <extracomment>the slip&apos;s labels, in English: the source texts the .ts files translate.</extracomment>
        <translation>Přihlášení do trenažéru Croupier: třída %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Přihlašovací jméno</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Keep this slip to yourself: the password is yours alone.</source>
        <translation>Tento lístek si nechte pro sebe: heslo patří jen vám.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Keys: 1-9 box (0 = 10; split box: then 1/2/3) · D dealer · Tab select bet · P pay · C collect · U push · I insurance · A accept / X refuse request · N no more bets · E end round · Enter no more bets / next round · F1 help</source>
        <extracomment>Qt key -&gt; the window command it runs. a dealer&apos;s button -&gt; the key its tooltip names.</extracomment>
        <translation>Klávesy: 1-9 box (0 = 10; rozdělený box: pak 1/2/3) · D bankéř · Tab vybrat sázku · P vyplatit · C sebrat · U stand off · I pojištění · A přijmout / X odmítnout · N sázky uzavřeny · E ukončit kolo · Enter sázky uzavřeny / další kolo · F1 nápověda</translation>
    </message>
    <message>
        <source>A box (0 is box 10; with more than 9 boxes, type both digits). From no more bets until the boxes are done (deal, insurance, Black Jack payouts, play) it deals the box a card; afterwards it selects the box&apos;s bet.</source>
        <translation>Box (0 je box 10; při více než 9 boxech napiš obě číslice). Od uzavření sázek do konce hry boxů (rozdání, pojištění, výplata black jacku, hra) dá boxu kartu; potom vybere sázku boxu.</translation>
    </message>
    <message>
        <source>then 1, 2, 3</source>
        <translation>pak 1, 2, 3</translation>
    </message>
    <message>
        <source>In a split box, the hand: 3 then 2 is hand 3.2 (Enter: the hand being served).</source>
        <translation>V rozděleném boxu hra: 3 a pak 2 je hra 3.2 (Enter: hra, která je na řadě).</translation>
    </message>
    <message>
        <source>A card to the dealer.</source>
        <translation>Karta bankéři.</translation>
    </message>
    <message>
        <source>Tab: the next bet in the dealer&apos;s order (settlement: from your right), Shift+Tab the one before; → ← the bet to the right or left.</source>
        <translation>Tab: další sázka v pořadí krupiéra (vyplácení: od vaší pravé ruky), Shift+Tab předchozí; → ← sázka vpravo nebo vlevo.</translation>
    </message>
    <message>
        <source>Pay the selected bet the amount typed (empty: type it, then Enter).</source>
        <translation>Vyplatit vybrané sázce napsanou částku (prázdné: napiš ji, pak Enter).</translation>
    </message>
    <message>
        <source>Collect the selected bet.</source>
        <translation>Sebrat vybranou sázku.</translation>
    </message>
    <message>
        <source>Push the selected bet (stand-off). Where the player may leave it on the box for the next round (Casino Cosmopol), it is still a push.</source>
        <translation>Stand off pro vybranou sázku. Kde ji hráč smí nechat v boxu na další kolo (Casino Cosmopol), je to stále stand off.</translation>
    </message>
    <message>
        <source>Offer insurance, or close it when it is open.</source>
        <translation>Nabídnout pojištění, nebo ho uzavřít, když je otevřené.</translation>
    </message>
    <message>
        <source>Accept / refuse the player&apos;s double or split; while insurance is open, X refuses the selected insurance.</source>
        <translation>Přijmout / odmítnout hráčovo zdvojení nebo rozdělení; při otevřeném pojištění X odmítne vybrané pojištění.</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Sázky uzavřeny.</translation>
    </message>
    <message>
        <source>End the round.</source>
        <translation>Ukončit kolo.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Before the deal: no more bets. After the round: the next round. In the amount field: pay. Mid-round it ends nothing: E ends the round.</source>
        <translation>Před rozdáním: sázky uzavřeny. Po kole: další kolo. V poli částky: vyplatit. Uprostřed kola nic neukončí: kolo ukončí E.</translation>
    </message>
    <message>
        <source>Clear the selection (in the amount field: back to the table).</source>
        <translation>Zrušit výběr (v poli částky: zpět ke stolu).</translation>
    </message>
    <message>
        <source>Each does what its button under the table does; while the button is greyed out, its key does nothing either.</source>
        <translation>Každá dělá to, co její tlačítko pod stolem; když je tlačítko šedé, nedělá nic ani klávesa.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Myš</translation>
    </message>
    <message>
        <source>A click on a hand&apos;s cards (or its empty card place) does what its digit does; the dealer&apos;s place deals the dealer a card; a bet&apos;s chips select it; the chip picker builds the amount.</source>
        <translation>Klik na karty hry (nebo její prázdné místo) udělá to, co její číslice; místo bankéře mu dá kartu; žetony sázky ji vyberou; výběr žetonů skládá částku.</translation>
    </message>
    <message>
        <source>Show or hide this help.</source>
        <translation>Zobrazit nebo skrýt tuto nápovědu.</translation>
    </message>
    <message>
        <source>Keys: 1-9 box · D dealer · Tab bet · P pay · C collect · U push · E end round · F1 all keys</source>
        <comment>the key line, shorter: for a small window</comment>
        <translation>Klávesy: 1-9 box · D bankéř · Tab sázka · P vyplatit · C sebrat · U stand off · E ukončit kolo · F1 všechny klávesy</translation>
    </message>
    <message>
        <source>F1: all keys</source>
        <comment>the key line, shortest</comment>
        <translation>F1: všechny klávesy</translation>
    </message>
    <message>
        <source>Dealing by keyboard and mouse</source>
        <translation>Rozdávání klávesnicí a myší</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>No pack loaded: %1</source>
        <extracomment>set while restart_round deals a pack again from one of its rounds (round_flows reads it)</extracomment>
        <translation>Žádný balíček nenačten: %1</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sezení</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Kasino:</translation>
    </message>
    <message>
        <source>Packs…</source>
        <translation>Balíčky…</translation>
    </message>
    <message>
        <source>Restart round</source>
        <translation>Kolo znovu</translation>
    </message>
    <message>
        <source>Exam mode</source>
        <translation>Zkouška</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Klávesy (F1)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sezení</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Guided round</source>
        <translation>&amp;Kolo s průvodcem</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>a lazily built page failed to start: the error&apos;s text (the table goes on).</extracomment>
        <translation>Cvičení</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Dům</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>The tab failed to start: %1</source>
        <translation>Kartu se nepodařilo spustit: %1</translation>
    </message>
    <message>
        <source>Black Jack dealer trainer — %1</source>
        <translation>Trenažér krupiéra Black Jacku — %1</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Balíček je hotový: vyber jiný (Ctrl+O).</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>Free play · round %1</source>
        <translation>Volná hra · kolo %1</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Zkouška</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trénink</translation>
    </message>
    <message>
        <source>trains: %1</source>
        <translation>cvičí: %1</translation>
    </message>
    <message>
        <source>Time limit near: %1 left</source>
        <translation>Blíží se časový limit: zbývá %1</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Přes časový limit</translation>
    </message>
    <message>
        <source>The round is over: Enter deals the next one.</source>
        <extracomment>phases before the bets close and after the round ends: no card, no end of round. the session&apos;s life cycle and the table: made by finish_build (None before). listeners called with (session, pack) when a session starts (the recorder). the optional pages (drills; with a database, History and Skills), built when shown</extracomment>
        <translation>Kolo skončilo: Enter rozdá další.</translation>
    </message>
    <message>
        <source>The shoe ran out of cards: this round cannot go on. Restart the round.</source>
        <translation>V sabotu došly karty: toto kolo nemůže pokračovat. Začněte kolo znovu.</translation>
    </message>
    <message>
        <source>Hand %1 asks: %2</source>
        <translation>Hra %1 žádá: %2</translation>
    </message>
    <message>
        <source>%1: stake %2</source>
        <translation>%1: sázka %2</translation>
    </message>
    <message>
        <source>Select a bet first (click its chips or press Tab).</source>
        <translation>Nejdřív vyber sázku (klikni na její žetony nebo stiskni Tab).</translation>
    </message>
    <message>
        <source>Type the amount (or click chips), then Enter.</source>
        <translation>Napiš částku (nebo klikni na žetony), pak Enter.</translation>
    </message>
    <message>
        <source>Not paid: %1</source>
        <translation>Nevyplaceno: %1</translation>
    </message>
    <message>
        <source>No player is asking for anything.</source>
        <translation>Žádný hráč o nic nežádá.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: deal it.</source>
        <translation>Hra %1 žádá kartu: rozdej ji.</translation>
    </message>
    <message>
        <source>Select the insurance to refuse (click its chips or press Tab).</source>
        <translation>Vyber pojištění k odmítnutí (klikni na jeho žetony nebo stiskni Tab).</translation>
    </message>
    <message>
        <source>%1 (key %2) is not available now.</source>
        <translation>%1 (klávesa %2) teď nejde.</translation>
    </message>
    <message>
        <source>Enter ends nothing mid-round: E ends the round.</source>
        <extracomment>states in which a box, by its digit or a click on its cards, takes a card: from no more bets until the boxes are done, whether or not a card is due (a card dealt before the insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards the box&apos;s digit or cards select its bet. Keys and clicks share this one meaning. milliseconds a half-typed box number waits for its second digit.</extracomment>
        <translation>Enter uprostřed kola nic neukončí: kolo ukončí E.</translation>
    </message>
    <message>
        <source>Box %1 has no hand %2.</source>
        <translation>Box %1 nemá hru %2.</translation>
    </message>
    <message>
        <source>There is no box %1.</source>
        <translation>Box %1 neexistuje.</translation>
    </message>
    <message>
        <source>Box %1…</source>
        <translation>Box %1…</translation>
    </message>
    <message>
        <source>Box %1 is split: which hand? (%2)</source>
        <translation>Box %1 je rozdělený: která hra? (%2)</translation>
    </message>
    <message>
        <source>Box %1 has no bet.</source>
        <translation>Box %1 nemá sázku.</translation>
    </message>
</context>
<context>
    <name>MathTexts</name>
    <message>
        <source>House edge with the house&apos;s basic strategy: %1 %</source>
        <extracomment>the dealer&apos;s outcomes in table order, as the report keys them. the mark beside a chart cell a hole-card game plays otherwise.</extracomment>
        <translation>Výhoda domu se základní strategií domu: %1 %</translation>
    </message>
    <message>
        <source>The German casinos&apos; game, the reference: %1 %</source>
        <translation>Hra německých kasin, srovnání: %1 %</translation>
    </message>
    <message>
        <source>The dealer&apos;s final hand by up card, before the Black Jack check (percent)</source>
        <translation>Konečná ruka bankéře podle jeho první karty, před kontrolou black jacku (procenta)</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>black jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>trop</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>první karta</translation>
    </message>
    <message>
        <source>all</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>Basic strategy: H hit, S stand, D double (else hit), Ds double (else stand), P split; * a hole-card game plays the cell otherwise</source>
        <translation>Základní strategie: H karta, S stát, D zdvojit (jinak karta), Ds zdvojit (jinak stát), P rozdělit; * hra se skrytou kartou hraje pole jinak</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>karta</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stát</translation>
    </message>
    <message>
        <source>double, else hit</source>
        <translation>zdvojit, jinak karta</translation>
    </message>
    <message>
        <source>double, else stand</source>
        <translation>zdvojit, jinak stát</translation>
    </message>
    <message>
        <source>split</source>
        <translation>rozdělit</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>tvrdé</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>měkké</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>páry</translation>
    </message>
    <message>
        <source>What the house&apos;s rules are worth against the reference game (percentage points of house edge)</source>
        <translation>Co pravidla domu znamenají proti srovnávací hře (procentní body výhody domu)</translation>
    </message>
    <message>
        <source>no hole card (a dealer Black Jack takes doubles and splits): %1</source>
        <translation>bez skryté karty (black jack bankéře bere zdvojení i rozdělení): %1</translation>
    </message>
    <message>
        <source>the rules together, beyond their sum: %1</source>
        <translation>pravidla dohromady, nad jejich součet: %1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Vedlejší sázky</translation>
    </message>
    <message>
        <source>%1: wins %2 % of the time, house edge %3 %</source>
        <translation>%1: vyhrává v %2 % případů, výhoda domu %3 %</translation>
    </message>
    <message>
        <source>none at this house</source>
        <translation>v tomto domě žádné</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 balíčků</translation>
    </message>
    <message>
        <source>the dealer hits soft 17</source>
        <translation>bankéř bere na měkkých 17</translation>
    </message>
    <message>
        <source>the dealer stands on %1</source>
        <translation>bankéř stojí na %1</translation>
    </message>
    <message>
        <source>Black Jack pays %1</source>
        <translation>black jack vyplácí %1</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>žádné zdvojení</translation>
    </message>
    <message>
        <source>double on %1, a soft hand with its ace as 1</source>
        <translation>zdvojení na %1, měkká ruka s esem za 1</translation>
    </message>
    <message>
        <source>double on %1</source>
        <translation>zdvojení na %1</translation>
    </message>
    <message>
        <source>double after a split</source>
        <translation>zdvojení po rozdělení</translation>
    </message>
    <message>
        <source>no double after a split</source>
        <translation>bez zdvojení po rozdělení</translation>
    </message>
    <message>
        <source>split equal ranks only</source>
        <translation>rozdělit jen stejné hodnosti</translation>
    </message>
    <message>
        <source>split equal values</source>
        <translation>rozdělit stejné hodnoty</translation>
    </message>
    <message>
        <source>tens may be split</source>
        <translation>desítky lze rozdělit</translation>
    </message>
    <message>
        <source>no split of tens</source>
        <translation>desítky se nerozdělují</translation>
    </message>
    <message>
        <source>no splitting</source>
        <translation>žádné rozdělení</translation>
    </message>
    <message>
        <source>one split per box</source>
        <translation>jedno rozdělení na box</translation>
    </message>
    <message>
        <source>re-split without a limit</source>
        <translation>opakované rozdělení bez omezení</translation>
    </message>
    <message>
        <source>re-split up to %1 hands</source>
        <translation>opakované rozdělení až na %1 rukou</translation>
    </message>
    <message>
        <source>aces may be split again</source>
        <translation>esa lze rozdělit znovu</translation>
    </message>
    <message>
        <source>split aces take one card, no re-split</source>
        <translation>rozdělená esa dostanou jednu kartu, bez dalšího rozdělení</translation>
    </message>
    <message>
        <source>no re-split of aces</source>
        <translation>esa se znovu nerozdělují</translation>
    </message>
    <message>
        <source>three sevens pay %1</source>
        <translation>tři sedmičky vyplácejí %1</translation>
    </message>
    <message>
        <source>no three-sevens bonus</source>
        <translation>bez bonusu za tři sedmičky</translation>
    </message>
    <message>
        <source>the dealer wins ties on %1</source>
        <translation>bankéř vyhrává remízu na %1</translation>
    </message>
    <message>
        <source>ties stand off</source>
        <translation>remíza je nerozhodně</translation>
    </message>
    <message>
        <source>a soft 21 may draw</source>
        <translation>měkkých 21 smí brát</translation>
    </message>
    <message>
        <source>every 21 stands</source>
        <translation>každých 21 stojí</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Out of phase</source>
        <extracomment>mistake code -&gt; (short title, the rule it breaks), in English: the source text that the .ts files translate.</extracomment>
        <translation>Ve špatnou chvíli</translation>
    </message>
    <message>
        <source>That action has no place at this point of the round.</source>
        <translation>Tento úkon do této fáze kola nepatří.</translation>
    </message>
    <message>
        <source>Wrong dealing order</source>
        <translation>Špatné pořadí rozdávání</translation>
    </message>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): each hand finished before the next, or one card a hand round the table where the house plays so.</source>
        <translation>Karty jdou v pořadí stolu od boxu 1 (vlevo od bankéře): každá hra se dohraje před další, nebo po jedné kartě dokola, kde to kasino tak hraje.</translation>
    </message>
    <message>
        <source>Card to an empty box</source>
        <translation>Karta do prázdného boxu</translation>
    </message>
    <message>
        <source>Only boxes that hold a bet receive cards.</source>
        <translation>Karty dostávají jen boxy se sázkou.</translation>
    </message>
    <message>
        <source>Dealer&apos;s card too early</source>
        <translation>Karta bankéře příliš brzy</translation>
    </message>
    <message>
        <source>The dealer&apos;s second card waits until every box has finished.</source>
        <translation>Druhá karta bankéře čeká, až všechny boxy dohrají.</translation>
    </message>
    <message>
        <source>Card to a finished hand</source>
        <translation>Karta do dohrané hry</translation>
    </message>
    <message>
        <source>A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards.</source>
        <translation>Hra, která stojí, má 21, black jack, zdvojila nebo je rozdělené eso se svou kartou, už kartu nedostane.</translation>
    </message>
    <message>
        <source>Black Jack not paid at once</source>
        <translation>Black Jack nevyplacen hned</translation>
    </message>
    <message>
        <source>With a dealer&apos;s 2-9 showing, every Black Jack is paid before the first box is served.</source>
        <translation>Ukazuje-li bankéř 2-9, vyplatí se každý black jack dřív, než první box dostane kartu.</translation>
    </message>
    <message>
        <source>Black Jack paid too early</source>
        <translation>Black Jack vyplacen příliš brzy</translation>
    </message>
    <message>
        <source>With a dealer&apos;s ten or ace showing (or where the house pays at settlement), a Black Jack waits for the dealer&apos;s hand.</source>
        <translation>Ukazuje-li bankéř desítku nebo eso (nebo kde kasino vyplácí až při vyúčtování), black jack čeká na hru bankéře.</translation>
    </message>
    <message>
        <source>Three sevens not paid</source>
        <translation>Tři sedmy nevyplaceny</translation>
    </message>
    <message>
        <source>Three sevens as the holder&apos;s first three cards pay every bet on the box 1:1 at once.</source>
        <translation>Tři sedmy jako první tři karty držitele boxu se hned vyplácejí 1:1 na každou sázku v boxu.</translation>
    </message>
    <message>
        <source>Insurance not offered</source>
        <translation>Pojištění nenabídnuto</translation>
    </message>
    <message>
        <source>A dealer&apos;s ace showing: offer insurance (and even money) before serving any box.</source>
        <translation>Bankéř ukazuje eso: nabídni pojištění (a even money) dřív, než obsloužíš jakýkoli box.</translation>
    </message>
    <message>
        <source>Insurance not allowed</source>
        <translation>Pojištění není dovoleno</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer&apos;s first card is an ace, in a house that offers it.</source>
        <translation>Pojištění se nabízí jen tehdy, když je první karta bankéře eso, v kasinu, které pojištění má.</translation>
    </message>
    <message>
        <source>Even money not paid</source>
        <translation>Even money nevyplaceno</translation>
    </message>
    <message>
        <source>A Black Jack that took even money is paid 1:1 before insurance closes.</source>
        <translation>Black jack, který vzal even money, se vyplatí 1:1 před uzavřením pojištění.</translation>
    </message>
    <message>
        <source>Illegal double accepted</source>
        <translation>Nedovolené zdvojení přijato</translation>
    </message>
    <message>
        <source>The house does not allow that double: refuse it.</source>
        <translation>Kasino toto zdvojení nedovoluje: odmítni ho.</translation>
    </message>
    <message>
        <source>Illegal split accepted</source>
        <translation>Nedovolené rozdělení přijato</translation>
    </message>
    <message>
        <source>The house does not allow that split: refuse it.</source>
        <translation>Kasino toto rozdělení nedovoluje: odmítni ho.</translation>
    </message>
    <message>
        <source>Legal request refused</source>
        <translation>Dovolená žádost odmítnuta</translation>
    </message>
    <message>
        <source>The player&apos;s request is allowed by the house and must be accepted.</source>
        <translation>Žádost hráče kasino dovoluje a musí se přijmout.</translation>
    </message>
    <message>
        <source>Bust not collected</source>
        <translation>Trop nesebrán</translation>
    </message>
    <message>
        <source>A bust hand&apos;s bets are collected, and its cards removed, before the dealer moves on.</source>
        <translation>Sázky hry, která má trop, se seberou a její karty odklidí dřív, než bankéř pokračuje.</translation>
    </message>
    <message>
        <source>Dealer must draw</source>
        <translation>Bankéř musí táhnout</translation>
    </message>
    <message>
        <source>The dealer draws to 17 before any bet is settled.</source>
        <translation>Bankéř táhne do 17 dřív, než se vyúčtuje jakákoli sázka.</translation>
    </message>
    <message>
        <source>Dealer must stand</source>
        <translation>Bankéř musí stát</translation>
    </message>
    <message>
        <source>The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so.</source>
        <translation>Bankéř stojí na 17 a víc a nebere kartu, když už ve hře není žádná sázka, v kasinu, které to tak má.</translation>
    </message>
    <message>
        <source>Insurance not settled first</source>
        <translation>Pojištění nevyúčtováno jako první</translation>
    </message>
    <message>
        <source>Without a dealer&apos;s Black Jack, the insurance bets are collected before any other bet.</source>
        <translation>Bez black jacku bankéře se sázky na pojištění seberou před všemi ostatními sázkami.</translation>
    </message>
    <message>
        <source>Wrong settlement order</source>
        <translation>Špatné pořadí vyúčtování</translation>
    </message>
    <message>
        <source>Settle counter-clockwise: from the dealer&apos;s right (the last hand) to the left, hand by hand.</source>
        <translation>Vyúčtuj proti směru hodinových ručiček: zprava od bankéře (poslední hra) doleva, hru po hře.</translation>
    </message>
    <message>
        <source>Wrong outcome</source>
        <translation>Špatný výsledek</translation>
    </message>
    <message>
        <source>That bet did not win, lose or tie the way it was settled.</source>
        <translation>Tato sázka nevyhrála, neprohrála ani neskončila nerozhodně tak, jak byla vyúčtována.</translation>
    </message>
    <message>
        <source>Wrong amount</source>
        <translation>Špatná částka</translation>
    </message>
    <message>
        <source>The payout amount is wrong.</source>
        <translation>Vyplacená částka je špatně.</translation>
    </message>
    <message>
        <source>Round not finished</source>
        <translation>Kolo nedokončeno</translation>
    </message>
    <message>
        <source>The round ends only when every bet is settled and no card is owed.</source>
        <translation>Kolo končí, až když je každá sázka vyúčtovaná a žádná karta nechybí.</translation>
    </message>
    <message>
        <source>Insurance over the limit accepted</source>
        <translation>Pojištění nad limit přijato</translation>
    </message>
    <message>
        <source>An insurance over the house&apos;s limit (more than half the bet) is refused before the round goes on.</source>
        <translation>Pojištění nad limit kasina (víc než polovina sázky) se odmítne dřív, než kolo pokračuje.</translation>
    </message>
    <message>
        <source>Side bet not settled</source>
        <translation>Vedlejší sázka nevyúčtována</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: a 21+3 right after the first deal, a Swiss Jack before insurance and main bets.</source>
        <translation>Vedlejší sázky se vyúčtují první, zprava od bankéře: 21+3 hned po prvním rozdání, Swiss Jack před pojištěním a hlavními sázkami.</translation>
    </message>
    <message>
        <source>Side bet settled too early</source>
        <translation>Vedlejší sázka vyúčtována příliš brzy</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: a 21+3 after the first deal, a Swiss Jack on the dealer&apos;s finished hand.</source>
        <translation>Vedlejší sázka se vyúčtuje, až když je rozhodnutá: 21+3 po prvním rozdání, Swiss Jack podle dohrané hry bankéře.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>code -&gt; the rule it breaks, in English (the reference wording, and the source text).</extracomment>
        <translation>%1 nebo %2</translation>
    </message>
    <message>
        <source>Expected: %1.</source>
        <translation>Očekáváno: %1.</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>training</source>
        <extracomment>a session&apos;s mode as the store keeps it -&gt; its name.</extracomment>
        <translation>trénink</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>zkouška</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>cvičení</translation>
    </message>
</context>
<context>
    <name>PackResult</name>
    <message>
        <source>rounds passed</source>
        <translation>kol splněno</translation>
    </message>
    <message>
        <source>this pack sets no pass mark</source>
        <translation>tento balíček nemá hranici úspěchu</translation>
    </message>
    <message>
        <source>pass mark %1 %</source>
        <translation>hranice úspěchu %1 %</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>SPLNĚNO</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>NESPLNĚNO</translation>
    </message>
    <message>
        <source>(the pack was not played from its first scenario)</source>
        <translation>(balíček se nehrál od prvního scénáře)</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>zkouška</translation>
    </message>
    <message>
        <source>training</source>
        <translation>trénink</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>spot the error: found %1 of %2, false alarms %3</source>
        <translation>najdi chybu: nalezeno %1 z %2, planých poplachů %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nedokončeno</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>bez chyby</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>over</source>
        <translation>po limitu</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénář</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Time / limit</source>
        <translation>Čas / limit</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Splněno</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Bod postupu</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Které</translation>
    </message>
    <message>
        <source>No mistakes: every round by the book.</source>
        <translation>Žádné chyby: každé kolo podle pravidel.</translation>
    </message>
    <message>
        <source>Total time</source>
        <translation>Celkový čas</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Mistakes by procedure point</source>
        <translation>Chyby podle bodů postupu</translation>
    </message>
    <message>
        <source>Pack result: %1</source>
        <translation>Výsledek balíčku: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Tisk do PDF…</translation>
    </message>
    <message>
        <source>Save the pack result as PDF</source>
        <translation>Uložit výsledek balíčku jako PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nezapsáno: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Zapsáno: %1</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Instructor</source>
        <translation>Instruktor</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The instructor&apos;s PIN of class %1:</source>
        <translation>PIN instruktora třídy %1:</translation>
    </message>
    <message>
        <source>Open the class</source>
        <translation>Otevřít třídu</translation>
    </message>
    <message>
        <source>Wrong PIN. The instructor&apos;s PIN of class %1:</source>
        <translation>Špatný PIN. PIN instruktora třídy %1:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Hit</source>
        <extracomment>player decision or wish -&gt; the bubble at the hand.</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stát</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Zdvojit</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Rozdělit</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Pojištění</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Dealing order</source>
        <extracomment>every point&apos;s name and focus name, marked for lupdate (the core keeps the English ids and names; a test keeps this list in step with it).</extracomment>
        <translation>Pořadí rozdávání</translation>
    </message>
    <message>
        <source>Insurance and even money</source>
        <translation>Pojištění a even money</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Pojištění</translation>
    </message>
    <message>
        <source>Immediate Black Jack</source>
        <translation>Okamžitý black jack</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Tři sedmy</translation>
    </message>
    <message>
        <source>Insurance window</source>
        <translation>Fáze pojištění</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
    <message>
        <source>Settlement order</source>
        <translation>Pořadí vyúčtování</translation>
    </message>
    <message>
        <source>Splits and doubles</source>
        <translation>Rozdělení a zdvojení</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Rozdělit</translation>
    </message>
    <message>
        <source>Resplit</source>
        <translation>Znovu rozdělit</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Zdvojit</translation>
    </message>
    <message>
        <source>Behind bets</source>
        <translation>Sázky za hráčem</translation>
    </message>
    <message>
        <source>House rules: the dealer&apos;s draw</source>
        <translation>Pravidla kasina: bankéř táhne</translation>
    </message>
    <message>
        <source>Dealer&apos;s draw</source>
        <translation>Bankéř táhne</translation>
    </message>
    <message>
        <source>Bust collection</source>
        <translation>Sebrání tropu</translation>
    </message>
    <message>
        <source>Settlement order and payouts</source>
        <translation>Pořadí vyúčtování a výplaty</translation>
    </message>
    <message>
        <source>Phases of the round</source>
        <translation>Fáze kola</translation>
    </message>
    <message>
        <source>Side bets (21+3, Swiss Jack)</source>
        <translation>Vedlejší sázky (21+3, Swiss Jack)</translation>
    </message>
    <message>
        <source>21+3</source>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>betting</source>
        <extracomment>a phase of the round (the machine&apos;s state) -&gt; its short name on the terminal table.</extracomment>
        <translation>sázky</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>první rozdání</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>nabídka pojištění</translation>
    </message>
    <message>
        <source>insurance window</source>
        <translation>pojištění otevřené</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>výplaty black jacků</translation>
    </message>
    <message>
        <source>play</source>
        <translation>hra boxů</translation>
    </message>
    <message>
        <source>dealer draw</source>
        <translation>karty bankéře</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>vyúčtování pojištění</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>vyúčtování</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hotovo</translation>
    </message>
    <message>
        <source>actions: {actions}; commands: {commands}</source>
        <translation>úkony: {actions}; příkazy: {commands}</translation>
    </message>
    <message numerus="yes">
        <source>Practice for {name} at {house}: %n weak points</source>
        <translation>
            <numerusform>Trénink pro {name} v {house}: %n slabé místo</numerusform>
            <numerusform>Trénink pro {name} v {house}: %n slabá místa</numerusform>
            <numerusform>Trénink pro {name} v {house}: %n slabých míst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{point}: %n recent mistakes</source>
        <translation>
            <numerusform>{point}: %n nedávná chyba</numerusform>
            <numerusform>{point}: %n nedávné chyby</numerusform>
            <numerusform>{point}: %n nedávných chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared {cleared} of {points} in {exercises}.</source>
        <translation>Zvládnuto {cleared} z {points} za {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n weak points</source>
        <translation>
            <numerusform>%n slabého místa</numerusform>
            <numerusform>%n slabých míst</numerusform>
            <numerusform>%n slabých míst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercises</source>
        <translation>
            <numerusform>%n cvičení</numerusform>
            <numerusform>%n cvičení</numerusform>
            <numerusform>%n cvičení</numerusform>
        </translation>
    </message>
    <message>
        <source>Review for {name} at {house}: {due} due now; {exercises}.</source>
        <translation>Opakování pro {name} v {house}: {due} k opakování teď; {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n skills</source>
        <translation>
            <numerusform>%n dovednost</numerusform>
            <numerusform>%n dovednosti</numerusform>
            <numerusform>%n dovedností</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill was reviewed.</source>
        <translation>Žádná dovednost nebyla zopakována.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n skills. Next reviews:</source>
        <translation>
            <numerusform>Zopakována %n dovednost. Další opakování:</numerusform>
            <numerusform>Zopakovány %n dovednosti. Další opakování:</numerusform>
            <numerusform>Zopakováno %n dovedností. Další opakování:</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {seconds} s, {mistakes} in {rounds}.</source>
        <translation>Čas {seconds} s, {mistakes} za {rounds}.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Osobní rekord!</translation>
    </message>
    <message>
        <source>{mistakes}, {seconds} s</source>
        <translation>{mistakes}, {seconds} s</translation>
    </message>
    <message>
        <source>A personal best! (before: {best})</source>
        <translation>Osobní rekord! (předtím: {best})</translation>
    </message>
    <message>
        <source>Personal best: {best}.</source>
        <translation>Osobní rekord: {best}.</translation>
    </message>
    <message>
        <source>{name} has no recorded mistakes at {house}: nothing to practise yet.</source>
        <translation>{name} nemá v {house} žádné uložené chyby: zatím není co procvičovat.</translation>
    </message>
    <message numerus="yes">
        <source>Each is cleared after %n right in a row (no mistake, within the target time).</source>
        <translation>
            <numerusform>Každý bod je zvládnutý po %n správném pokusu (bez chyby, v cílovém čase).</numerusform>
            <numerusform>Každý bod je zvládnutý po %n správných pokusech za sebou (bez chyby, v cílovém čase).</numerusform>
            <numerusform>Každý bod je zvládnutý po %n správných pokusech za sebou (bez chyby, v cílovém čase).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}: {point}; target {target} s per action</source>
        <translation>Kolo {number}: {point}; cíl {target} s na úkon</translation>
    </message>
    <message>
        <source>Round {number}: {point} (for {spot}); target {target} s per action</source>
        <translation>Kolo {number}: {point} (pro {spot}); cíl {target} s na úkon</translation>
    </message>
    <message>
        <source>Question {number} (for {spot}); target {target} s</source>
        <translation>Otázka {number} (pro {spot}); cíl {target} s</translation>
    </message>
    <message>
        <source>right: {point} {streak}/{needed}</source>
        <translation>správně: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source>not yet: {point} {streak}/{needed}</source>
        <translation>ještě ne: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source> - cleared</source>
        <translation> - zvládnuto</translation>
    </message>
    <message>
        <source>{point}: {right}/{done} right</source>
        <translation>{point}: {right}/{done} správně</translation>
    </message>
    <message>
        <source>{number}. {skill} (target {target} s)</source>
        <translation>{number}. {skill} (cíl {target} s)</translation>
    </message>
    <message>
        <source>right; next review {due}</source>
        <translation>správně; další opakování {due}</translation>
    </message>
    <message>
        <source>right but slow; next review {due}</source>
        <translation>správně, ale pomalu; další opakování {due}</translation>
    </message>
    <message>
        <source>not yet; next review {due}</source>
        <translation>ještě ne; další opakování {due}</translation>
    </message>
    <message>
        <source>right now: {actions}</source>
        <translation>teď správně: {actions}</translation>
    </message>
    <message>
        <source>not an action: {problem} (help lists them)</source>
        <translation>není úkon: {problem} (help je vypíše)</translation>
    </message>
    <message>
        <source>(noted)</source>
        <translation>(zaznamenáno)</translation>
    </message>
    <message>
        <source>type an amount, such as {whole} or {half}</source>
        <translation>napiš částku, třeba {whole} nebo {half}</translation>
    </message>
    <message>
        <source>right ({worked})</source>
        <translation>správně ({worked})</translation>
    </message>
    <message>
        <source>WRONG: {answer}; why: {worked}</source>
        <translation>ŠPATNĚ: {answer}; proč: {worked}</translation>
    </message>
    <message numerus="yes">
        <source>Daily challenge {day} at {house}: %n rounds, the same for everyone today.</source>
        <translation>
            <numerusform>Denní výzva {day} v {house}: %n kolo, dnes pro všechny stejné.</numerusform>
            <numerusform>Denní výzva {day} v {house}: %n kola, dnes pro všechny stejná.</numerusform>
            <numerusform>Denní výzva {day} v {house}: %n kol, dnes pro všechny stejných.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed run at {house}: %n rounds; only time and mistakes count.</source>
        <translation>
            <numerusform>Rychlostní jízda v {house}: %n kolo; počítá se jen čas a chyby.</numerusform>
            <numerusform>Rychlostní jízda v {house}: %n kola; počítá se jen čas a chyby.</numerusform>
            <numerusform>Rychlostní jízda v {house}: %n kol; počítá se jen čas a chyby.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}/{total}: {point}</source>
        <translation>Kolo {number}/{total}: {point}</translation>
    </message>
    <message>
        <source>round {round}, step {step}: {action}: {code}</source>
        <translation>kolo {round}, krok {step}: {action}: {code}</translation>
    </message>
    <message>
        <source>MISTAKE: {mistake}</source>
        <translation>CHYBA: {mistake}</translation>
    </message>
    <message>
        <source>{bet}: paid {amount}</source>
        <translation>{bet}: vyplaceno {amount}</translation>
    </message>
    <message>
        <source>{bet}: collected</source>
        <translation>{bet}: shrnuto</translation>
    </message>
    <message>
        <source>{bet}: pushed</source>
        <translation>{bet}: nerozhodně</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>vyplaceno</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>shrnuto</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>nerozhodně</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus vyplacen</translation>
    </message>
    <message>
        <source>{hand} asks to double</source>
        <translation>{hand} chce zdvojit</translation>
    </message>
    <message>
        <source>{hand} asks to split</source>
        <translation>{hand} chce rozdělit</translation>
    </message>
    <message>
        <source>{hand} asks for a card</source>
        <translation>{hand} chce kartu</translation>
    </message>
    <message>
        <source>phase: {phase}</source>
        <translation>fáze: {phase}</translation>
    </message>
    <message>
        <source>dealer: {cards}</source>
        <translation>bankéř: {cards}</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>new</source>
        <extracomment>a skill&apos;s status as the core names it -&gt; its words.</extracomment>
        <translation>nová</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>učí se</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>upadá</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>zvládnutá</translation>
    </message>
    <message>
        <source>practice of weak points</source>
        <extracomment>the pack word a session of ``trainer practice`` (and the window&apos;s practice) is stored under -&gt; what a person reads in a report&apos;s Pack column.</extracomment>
        <translation>procvičení slabých míst</translation>
    </message>
    <message>
        <source>review</source>
        <translation>opakování</translation>
    </message>
    <message>
        <source>speed run</source>
        <translation>rychlostní jízda</translation>
    </message>
    <message>
        <source>daily challenge</source>
        <translation>denní výzva</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Drill: %1</source>
        <translation>Cvičení: %1</translation>
    </message>
    <message>
        <source>%1 exercises, %2 % right over the last %3</source>
        <translation>%1 cvičení, %2 % správně z posledních %3</translation>
    </message>
    <message>
        <source>week %1, %2</source>
        <translation>%1. týden %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %, %3 min)</source>
        <translation>%1 (zkouška: splněno od %2 %, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %)</source>
        <translation>%1 (zkouška: splněno od %2 %)</translation>
    </message>
</context>
<context>
    <name>QtActionBar</name>
    <message>
        <source>No more bets</source>
        <extracomment>buttons a row: all in one, or two rows when one would cut their words (a small window).</extracomment>
        <translation>Sázky uzavřeny</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Nabídnout pojištění</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Uzavřít pojištění</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Zdvojit</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Rozdělit</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Dealer card</source>
        <translation>Karta bankéři</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Ukončit kolo</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (klávesa %2)</translation>
    </message>
</context>
<context>
    <name>QtChallenge</name>
    <message>
        <source>Speed run (%1 rounds)</source>
        <translation>Rychlostní jízda (%1 kol)</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Denní výzva</translation>
    </message>
    <message>
        <source>Daily challenge %1</source>
        <translation>Denní výzva %1</translation>
    </message>
    <message>
        <source>Speed run</source>
        <translation>Rychlostní jízda</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes in %2 s.</source>
        <extracomment>results of rounds played before a Restart round, kept for the final count</extracomment>
        <translation>
            <numerusform>%1: %n chyba za %2 s.</numerusform>
            <numerusform>%1: %n chyby za %2 s.</numerusform>
            <numerusform>%1: %n chyb za %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal best: %n mistakes in %1 s.</source>
        <translation>
            <numerusform>Osobní rekord: %n chyba za %1 s.</numerusform>
            <numerusform>Osobní rekord: %n chyby za %1 s.</numerusform>
            <numerusform>Osobní rekord: %n chyb za %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Osobní rekord!</translation>
    </message>
</context>
<context>
    <name>QtClassView</name>
    <message>
        <source>Trainee</source>
        <extracomment>the table&apos;s headings, marked so lupdate puts them in the catalogs (in the view&apos;s context).</extracomment>
        <translation>Žák</translation>
    </message>
    <message>
        <source>Rounds today</source>
        <translation>Kola dnes</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Přesnost</translation>
    </message>
    <message>
        <source>s / action</source>
        <translation>s / úkon</translation>
    </message>
    <message>
        <source>Drill answers</source>
        <translation>Odpovědi ve cvičení</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Last mistake</source>
        <translation>Poslední chyba</translation>
    </message>
    <message>
        <source>Double-click a trainee for their history and replays.</source>
        <extracomment>a trainee&apos;s row was reloaded (after a notification or a poll): their name.</extracomment>
        <translation>Dvojklikem na studenta otevřeš historii a přehrávání.</translation>
    </message>
    <message>
        <source>updated every %1 s</source>
        <translation>aktualizace každých %1 s</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● živě</translation>
    </message>
    <message>
        <source>not live (%1): updated every %2 s</source>
        <translation>neživě (%1): aktualizace každých %2 s</translation>
    </message>
    <message>
        <source>cannot read the class: %1</source>
        <translation>třídu nelze načíst: %1</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>Třída %1 — %2</translation>
    </message>
    <message>
        <source>Weakest points today</source>
        <translation>Nejslabší body dnes</translation>
    </message>
    <message>
        <source>{point}: {mistakes}, {trainees}</source>
        <translation>{point}: {mistakes}, {trainees}</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainees</source>
        <translation>
            <numerusform>%n žák</numerusform>
            <numerusform>%n žáci</numerusform>
            <numerusform>%n žáků</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes yet today.</source>
        <translation>Dnes zatím žádné chyby.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>splněno</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nesplněno</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>k posouzení</translation>
    </message>
    <message>
        <source>%1 of %2 clean (%3 played), %4 %</source>
        <translation>%1 z %2 bez chyby (%3 odehráno), %4 %</translation>
    </message>
    <message>
        <source>Assigned and exams</source>
        <translation>Zadáno a zkoušky</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n kolo nesouhlasí se svým přehráním</numerusform>
            <numerusform>%n kola nesouhlasí se svým přehráním</numerusform>
            <numerusform>%n kol nesouhlasí se svým přehráním</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n pozdní kolo se nepočítá</numerusform>
            <numerusform>%n pozdní kola se nepočítají</numerusform>
            <numerusform>%n pozdních kol se nepočítá</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n kolo z jiného počítače se nepočítá</numerusform>
            <numerusform>%n kola z jiného počítače se nepočítají</numerusform>
            <numerusform>%n kol z jiného počítače se nepočítá</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n kolo jiného scénáře nezapočteno</numerusform>
            <numerusform>%n kola jiného scénáře nezapočtena</numerusform>
            <numerusform>%n kol jiného scénáře nezapočteno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n kolo rychleji než člověk</numerusform>
            <numerusform>%n kola rychleji než člověk</numerusform>
            <numerusform>%n kol rychleji než člověk</numerusform>
        </translation>
    </message>
    <message>
        <source>awaits your review (trainer class accept)</source>
        <translation>čeká na vaše posouzení (trainer class accept)</translation>
    </message>
    <message>
        <source>does not count (closed, beyond the attempts, or not opened by the server)</source>
        <translation>nepočítá se (uzavřeno, nad počet pokusů nebo neotevřeno serverem)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Historie: %1</translation>
    </message>
</context>
<context>
    <name>QtDatabaseSetting</name>
    <message>
        <source>Progress database</source>
        <extracomment>the password in ``user:password@`` or in ``password=`` (a URL&apos;s query, libpq&apos;s keywords).</extracomment>
        <translation>Databáze pokroku</translation>
    </message>
    <message>
        <source>Where progress is recorded from the next start: a class server (postgresql://user@host/database) or a SQLite file. Leave it empty for this computer&apos;s own file.</source>
        <translation>Kam se pokrok zaznamenává od příštího spuštění: server třídy (postgresql://uživatel@host/databáze) nebo soubor SQLite. Nechte prázdné pro vlastní soubor tohoto počítače.</translation>
    </message>
    <message>
        <source>The progress database changes at the next start.</source>
        <translation>Databáze pokroku se změní při příštím spuštění.</translation>
    </message>
    <message>
        <source>Progress &amp;database…</source>
        <translation>&amp;Databáze pokroku…</translation>
    </message>
</context>
<context>
    <name>QtDrillTab</name>
    <message>
        <source>{house} ({currency}), bets {low} to {high}</source>
        <extracomment>chip colours by denomination (face, text); other denominations get a slate grey.</extracomment>
        <translation>{house} ({currency}), sázky {low} až {high}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Bez časového limitu</translation>
    </message>
    <message>
        <source>Timed session:</source>
        <translation>Sezení na čas:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Length of a timed session</source>
        <translation>Délka sezení na čas</translation>
    </message>
    <message>
        <source>Start timed session</source>
        <translation>Spustit sezení na čas</translation>
    </message>
    <message>
        <source>Free practice</source>
        <translation>Volné cvičení</translation>
    </message>
    <message>
        <source>Start over without a time limit</source>
        <translation>Začít znovu bez časového limitu</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Vyplatit:</translation>
    </message>
    <message>
        <source>amount, then Enter</source>
        <translation>částka, pak Enter</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Vyplatit</translation>
    </message>
    <message>
        <source>Or build the payout from chips (click a chip to add it):</source>
        <translation>Nebo slož výplatu z žetonů (kliknutím žeton přidáš):</translation>
    </message>
    <message>
        <source>Add a {chip} chip</source>
        <translation>Přidat žeton {chip}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Vyplatit tyto žetony</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Zodpovězeno</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Přesnost</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Medián času</translation>
    </message>
    <message>
        <source>Type what the dealer pays, winnings only, and press Enter.</source>
        <translation>Napiš, kolik bankéř vyplatí, jen výhru, a stiskni Enter.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>New session: go!</source>
        <translation>Nové sezení: začni!</translation>
    </message>
    <message>
        <source>Session stopped.</source>
        <translation>Sezení zastaveno.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Zbývá: {time}</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Čas vypršel.</translation>
    </message>
    <message>
        <source>{why} {right} of {answered} right ({accuracy}), best streak {best}.</source>
        <translation>{why} {right} z {answered} správně ({accuracy}), nejlepší série {best}.</translation>
    </message>
    <message>
        <source>{why} No answers.</source>
        <translation>{why} Žádné odpovědi.</translation>
    </message>
    <message>
        <source>Start another timed session, or choose free practice.</source>
        <translation>Spusť další sezení na čas, nebo zvol volné cvičení.</translation>
    </message>
    <message>
        <source>Type an amount first, such as 262.5.</source>
        <translation>Nejdřív napiš částku, třeba 262,5.</translation>
    </message>
    <message>
        <source>Click chips to build the payout first.</source>
        <translation>Nejdřív slož výplatu kliknutím na žetony.</translation>
    </message>
    <message>
        <source>Not paid: {problem}</source>
        <translation>Nevyplaceno: {problem}</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sezení skončilo.</translation>
    </message>
    <message numerus="yes">
        <source>Chips built: {total} ({pile}; %n chips)</source>
        <translation>
            <numerusform>Složené žetony: {total} ({pile}; %n žeton)</numerusform>
            <numerusform>Složené žetony: {total} ({pile}; %n žetony)</numerusform>
            <numerusform>Složené žetony: {total} ({pile}; %n žetonů)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips built: none. Change no chip can make (a half, say) stays out of the chips.</source>
        <translation>Složené žetony: žádné. Co žádný žeton neudělá (třeba polovina), zůstává mimo žetony.</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best}), {right} of {answered} right ({accuracy}), median {median}</source>
        <translation>Série {streak} (nejlepší {best}), {right} z {answered} správně ({accuracy}), medián {median}</translation>
    </message>
    <message>
        <source>Streak 0: no answers yet</source>
        <translation>Série 0: zatím žádné odpovědi</translation>
    </message>
</context>
<context>
    <name>QtExamVerdict</name>
    <message>
        <source>Exam: %1</source>
        <translation>Zkouška: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Tisk do PDF…</translation>
    </message>
    <message>
        <source>Save the exam&apos;s verdict as PDF</source>
        <translation>Uložit výsledek zkoušky jako PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nezapsáno: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Zapsáno: %1</translation>
    </message>
</context>
<context>
    <name>QtFocusPicker</name>
    <message>
        <source>Focus:</source>
        <translation>Zaměření:</translation>
    </message>
    <message>
        <source>Free play: deal rounds in which this point happens</source>
        <translation>Volná hra: rozdávat kola, ve kterých tento bod nastane</translation>
    </message>
    <message>
        <source>Any round</source>
        <translation>Jakékoli kolo</translation>
    </message>
</context>
<context>
    <name>QtHistoryView</name>
    <message>
        <source>By week</source>
        <extracomment>a hue per procedure point, so a code&apos;s colour tells its part of the procedure. a period of the &quot;By week&quot; view (&quot;2024-W10&quot;). rounds the History table reads at a time (more as it is scrolled down). the latest periods the charts show (a year of days would be a thousand bars). a round&apos;s id, when the trainee asks to replay it. &quot;Practise these&quot;: a practice session on the weak points.</extracomment>
        <translation>Po týdnech</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Po dnech</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Bod postupu</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Nejčastější chyba</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Hráno</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénář</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Režim</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Úkony</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dokončeno</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Rounds passed</source>
        <translation>Splněná kola</translation>
    </message>
    <message>
        <source>Replay round</source>
        <extracomment>a class station&apos;s own exam attempts (trainer/ui/pages/history_exams.py), or None. table row -&gt; the exam attempt shown there (filled by history_exams.add_exam_rows)</extracomment>
        <translation>Přehrát kolo</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Období:</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Nejslabší body postupu</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Procvičit tyto</translation>
    </message>
    <message>
        <source>Focused rounds on these points until each is cleared</source>
        <translation>Cílená kola na tyto body, dokud každý nezvládneš</translation>
    </message>
    <message>
        <source>Recorded rounds</source>
        <translation>Uložená kola</translation>
    </message>
    <message>
        <source>Pack results (double-click to open and print)</source>
        <translation>Výsledky balíčků (dvojklikem otevřít a vytisknout)</translation>
    </message>
    <message>
        <source>W%1</source>
        <comment>a week of the year on a chart axis</comment>
        <translation>týd. %1</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Pokrok: {name}</translation>
    </message>
    <message>
        <source>No rounds recorded yet.</source>
        <translation>Zatím žádná uložená kola.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds, {clean} without a mistake</source>
        <translation>
            <numerusform>%n kolo, {clean} bez chyby</numerusform>
            <numerusform>%n kola, {clean} bez chyby</numerusform>
            <numerusform>%n kol, {clean} bez chyby</numerusform>
        </translation>
    </message>
    <message>
        <source>{accuracy} % of {actions} actions right</source>
        <translation>{accuracy} % z {actions} úkonů správně</translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>naposledy hráno {date}</translation>
    </message>
    <message numerus="yes">
        <source>Spot the error: %n rounds, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}</source>
        <translation>
            <numerusform>Najdi chybu: %n kolo, nalezeno {found} z {to_find} chyb, {wrong} se špatným pravidlem, {alarms}</numerusform>
            <numerusform>Najdi chybu: %n kola, nalezeno {found} z {to_find} chyb, {wrong} se špatným pravidlem, {alarms}</numerusform>
            <numerusform>Najdi chybu: %n kol, nalezeno {found} z {to_find} chyb, {wrong} se špatným pravidlem, {alarms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n false alarms</source>
        <translation>
            <numerusform>%n planý poplach</numerusform>
            <numerusform>%n plané poplachy</numerusform>
            <numerusform>%n planých poplachů</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per code</source>
        <translation>Chyby podle kódu</translation>
    </message>
    <message>
        <source>Mistakes per code: no rounds recorded yet</source>
        <translation>Chyby podle kódu: zatím žádná uložená kola</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>chyby</translation>
    </message>
    <message>
        <source>Accuracy and speed</source>
        <translation>Přesnost a rychlost</translation>
    </message>
    <message>
        <source>Accuracy and speed: no rounds recorded yet</source>
        <translation>Přesnost a rychlost: zatím žádná uložená kola</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>sekund na úkon</translation>
    </message>
    <message>
        <source>s per action</source>
        <comment>a short axis title</comment>
        <translation>s na úkon</translation>
    </message>
    <message>
        <source>actions right</source>
        <translation>úkonů správně</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>kol bez chyby</translation>
    </message>
    <message>
        <source>payout drills right</source>
        <translation>cvičení výplat správně</translation>
    </message>
    <message>
        <source>Also: {codes}</source>
        <translation>Také: {codes}</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Žádné uložené chyby.</translation>
    </message>
    <message>
        <source>Payout drills to practise: {kinds}</source>
        <translation>Cvičení výplat k procvičení: {kinds}</translation>
    </message>
    <message>
        <source>{kind} ({accuracy} right)</source>
        <translation>{kind} ({accuracy} správně)</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nedokončeno</translation>
    </message>
    <message>
        <source>finished with mistakes</source>
        <translation>dokončeno s chybami</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>bez chyby</translation>
    </message>
    <message>
        <source>Recorded rounds at %1</source>
        <translation>Uložená kola – %1</translation>
    </message>
    <message>
        <source>no pass mark</source>
        <translation>bez hranice úspěchu</translation>
    </message>
</context>
<context>
    <name>QtLanguageMenu</name>
    <message>
        <source>Language: %1.</source>
        <translation>Jazyk: %1.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>The dealers of this house are trained in %1. Switch the trainer to %1?</source>
        <translation>Krupiéři tohoto kasina se školí v jazyce %1. Přepnout trenažér do jazyka %1?</translation>
    </message>
    <message>
        <source>This pack is written in %1: its titles and notes are not translated.</source>
        <translation>Tento balíček je napsán v jazyce %1: jeho názvy a poznámky nejsou přeložené.</translation>
    </message>
</context>
<context>
    <name>QtPackBrowser</name>
    <message>
        <source>Choose a house and a pack</source>
        <extracomment>the item data role holding (pack index, scenario index) of a scenario row.</extracomment>
        <translation>Vyber kasino a balíček</translation>
    </message>
    <message numerus="yes">
        <source>{house} (%n boxes)</source>
        <extracomment>how many of ``packs`` are shipped (the rest came from files).</extracomment>
        <translation>
            <numerusform>{house} (%n box)</numerusform>
            <numerusform>{house} (%n boxy)</numerusform>
            <numerusform>{house} (%n boxů)</numerusform>
        </translation>
    </message>
    <message>
        <source>House (free play):</source>
        <translation>Kasino (volná hra):</translation>
    </message>
    <message>
        <source>Pack / scenario</source>
        <translation>Balíček / scénář</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Cvičí</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>Free play: random rounds</source>
        <translation>Volná hra: náhodná kola</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>Open pack file…</source>
        <translation>Otevřít soubor balíčku…</translation>
    </message>
    <message>
        <source>Load a scenario pack (YAML) from a file; it is remembered for next time</source>
        <translation>Načíst balíček scénářů (YAML) ze souboru; zapamatuje se na příště</translation>
    </message>
    <message>
        <source>Packs that did not load:</source>
        <translation>Balíčky, které se nenačetly:</translation>
    </message>
    <message>
        <source>No scenario packs are installed yet: free play deals random rounds.</source>
        <translation>Zatím nejsou nainstalované žádné balíčky scénářů: volná hra rozdává náhodná kola.</translation>
    </message>
    <message>
        <source>Exam mode: mistakes are shown only at the end of each round</source>
        <translation>Zkouška: chyby se ukážou až na konci každého kola</translation>
    </message>
    <message numerus="yes">
        <source>%n scenarios</source>
        <translation>
            <numerusform>%n scénář</numerusform>
            <numerusform>%n scénáře</numerusform>
            <numerusform>%n scénářů</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>autor: %1</translation>
    </message>
    <message>
        <source>spot the error</source>
        <translation>najdi chybu</translation>
    </message>
    <message>
        <source>Open a scenario pack</source>
        <translation>Otevřít balíček scénářů</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml);;All files (*)</source>
        <translation>Balíčky scénářů (*.yaml *.yml);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Neotevřeno: %1</translation>
    </message>
</context>
<context>
    <name>QtPracticeSession</name>
    <message>
        <source>Practice question</source>
        <translation>Cvičná otázka</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>částka k výplatě</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Vyplatit</translation>
    </message>
    <message>
        <source>Type an amount, such as 150 or 262.5.</source>
        <translation>Napiš částku, třeba 150 nebo 262,5.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Správně: %1</translation>
    </message>
    <message>
        <source>Wrong: pay %1. Why: %2</source>
        <translation>Špatně: vyplať %1. Proč: %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Cvičení</translation>
    </message>
    <message>
        <source>Practice: %1, for %2 (%3 of %4 right in a row)</source>
        <translation>Cvičení: %1, pro %2 (%3 z %4 správně za sebou)</translation>
    </message>
    <message>
        <source>Practice: %1 (%2 of %3 right in a row)</source>
        <translation>Cvičení: %1 (%2 z %3 správně za sebou)</translation>
    </message>
    <message>
        <source>Practice: </source>
        <translation>Cvičení: </translation>
    </message>
    <message>
        <source>nothing to practise</source>
        <translation>nic k procvičení</translation>
    </message>
    <message>
        <source>every point cleared</source>
        <translation>všechny body zvládnuty</translation>
    </message>
</context>
<context>
    <name>QtProgress</name>
    <message>
        <source>Bringing the progress database up to date: every recorded round is worked out once…</source>
        <extracomment>the chooser&apos;s last entry, which asks for a new name.</extracomment>
        <translation>Databáze pokroku se aktualizuje: každé zaznamenané kolo se jednou přepočítá…</translation>
    </message>
    <message>
        <source>Progress database</source>
        <extracomment>why nothing is recorded (the database would not open), or None. the read-only connection the History tab and the replays read through. the seed of the next practice session (None: from the clock; tests set it). the damaged database&apos;s path while nothing is recorded into it, else None. the session being recorded (house, mode, pack), to go on in a new database.</extracomment>
        <translation>Databáze pokroku</translation>
    </message>
    <message>
        <source>Whose progress is recorded</source>
        <translation>Čí pokrok se ukládá</translation>
    </message>
    <message>
        <source>Nothing is recorded: %1</source>
        <translation>Nic se neukládá: %1</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Student:</translation>
    </message>
    <message>
        <source>New trainee…</source>
        <translation>Nový student…</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Nový student</translation>
    </message>
    <message>
        <source>The trainee&apos;s name:</source>
        <translation>Jméno studenta:</translation>
    </message>
    <message>
        <source>Start a new progress database</source>
        <translation>Založit novou databázi pokroku</translation>
    </message>
    <message>
        <source>The damaged file is kept beside it under a new name, exactly as it is</source>
        <translation>Poškozený soubor zůstane vedle pod novým jménem, přesně takový, jaký je</translation>
    </message>
    <message>
        <source>The progress database&apos;s journal files were deleted or replaced while it was open: nothing more is recorded. Close every trainer window and start it again.</source>
        <translation>Soubory žurnálu databáze pokroku byly smazány nebo nahrazeny, zatímco byla otevřená: nic dalšího se nezaznamená. Zavřete všechna okna trenažéru a spusťte ho znovu.</translation>
    </message>
    <message>
        <source>The progress database %1 is damaged: nothing more is recorded in it.</source>
        <translation>Databáze pokroku %1 je poškozená: nic dalšího se do ní nezaznamená.</translation>
    </message>
    <message>
        <source>Cannot move the damaged database aside: %1</source>
        <translation>Poškozenou databázi nelze odložit stranou: %1</translation>
    </message>
    <message>
        <source>A new progress database was started; the damaged one is kept as %1</source>
        <translation>Byla založena nová databáze pokroku; poškozená je uložena jako %1</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Procvičit tyto</translation>
    </message>
</context>
<context>
    <name>QtReplayView</name>
    <message>
        <source>Next mistake</source>
        <translation>Další chyba</translation>
    </message>
    <message>
        <source>Before the first action</source>
        <translation>Před prvním úkonem</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>O úkon zpět (Vlevo)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>O úkon vpřed (Vpravo)</translation>
    </message>
    <message>
        <source>After the last action</source>
        <translation>Po posledním úkonu</translation>
    </message>
    <message>
        <source>Round {id} cannot be replayed</source>
        <translation>Kolo {id} nelze přehrát</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>the new position (0 = before the first action).</extracomment>
        <translation>Přehrání</translation>
    </message>
    <message>
        <source>Free round</source>
        <translation>Volné kolo</translation>
    </message>
    <message>
        <source>Replay: {title}, {when}</source>
        <extracomment>what the replay&apos;s window is called: the round by its title and time, never its row number</extracomment>
        <translation>Přehrání: {title}, {when}</translation>
    </message>
    <message>
        <source>{title} · {when} · {house} · {actions}, {mistakes}</source>
        <translation>{title} · {when} · {house} · {actions}, {mistakes}</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n úkon</numerusform>
            <numerusform>%n úkony</numerusform>
            <numerusform>%n úkonů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>The procedure has changed since this round was played: steps {steps} are judged differently now.</source>
        <translation>Postup se od odehrání kola změnil: kroky {steps} se teď posuzují jinak.</translation>
    </message>
    <message>
        <source>Start: the table before the first action</source>
        <translation>Začátek: stůl před prvním úkonem</translation>
    </message>
    <message>
        <source>step {position} of {count}</source>
        <translation>krok {position} z {count}</translation>
    </message>
    <message>
        <source>Before the first action.</source>
        <translation>Před prvním úkonem.</translation>
    </message>
    <message>
        <source>Step {n}: {action}</source>
        <translation>Krok {n}: {action}</translation>
    </message>
    <message>
        <source>The right action was</source>
        <translation>Správný úkon byl</translation>
    </message>
    <message>
        <source>The action was not applied: the table stays as it was.</source>
        <translation>Úkon se neprovedl: stůl zůstává, jak byl.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fáze</translation>
    </message>
    <message>
        <source>House this round (collected less paid)</source>
        <translation>Kasino v tomto kole (sebráno minus vyplaceno)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Bankéř</translation>
    </message>
    <message>
        <source>asks: {request}</source>
        <translation>žádá: {request}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Součet</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>Next right action</source>
        <translation>Další správný úkon</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Kolo skončilo.</translation>
    </message>
</context>
<context>
    <name>QtRoundFlows</name>
    <message>
        <source>Open pack file…</source>
        <extracomment>the spot-the-error round in play, if any. the pack whose rounds are being scored, the results so far, the last result. spot-the-error replays step this fast when played (tests make it quicker).</extracomment>
        <translation>Otevřít soubor balíčku…</translation>
    </message>
    <message>
        <source>Save this round to a pack…</source>
        <translation>Uložit toto kolo do balíčku…</translation>
    </message>
    <message>
        <source>Play a round first: there is nothing to save yet.</source>
        <translation>Nejdřív odehraj kolo: zatím není co uložit.</translation>
    </message>
    <message numerus="yes">
        <source>Saved to %1: %n scenarios</source>
        <translation>
            <numerusform>Uloženo do %1: %n scénář</numerusform>
            <numerusform>Uloženo do %1: %n scénáře</numerusform>
            <numerusform>Uloženo do %1: %n scénářů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Balíček je hotový: vyber jiný (Ctrl+O).</translation>
    </message>
</context>
<context>
    <name>QtSaveToPack</name>
    <message>
        <source>Save this round to a pack</source>
        <translation>Uložit toto kolo do balíčku</translation>
    </message>
    <message>
        <source>The round is saved with its bets, every card it used and the players&apos; decisions, so it replays exactly. Comments in the pack file stay as they are.</source>
        <translation>Kolo se uloží se sázkami, všemi použitými kartami a rozhodnutími hráčů, takže se přehraje přesně. Komentáře v souboru balíčku zůstanou, jak jsou.</translation>
    </message>
    <message>
        <source>a new or existing pack file (.yaml)</source>
        <translation>nový nebo existující soubor balíčku (.yaml)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vybrat…</translation>
    </message>
    <message>
        <source>Pack file:</source>
        <translation>Soubor balíčku:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Název:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>What should the trainee look out for?</source>
        <translation>Na co si má student dát pozor?</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Rada:</translation>
    </message>
    <message>
        <source>This round shows none of the procedure points a scenario trains (play one with three or more boxes, a Black Jack, a split…).</source>
        <translation>Toto kolo neukazuje žádný z bodů postupu, které scénář cvičí (zahraj kolo se třemi a více boxy, black jackem, rozdělením…).</translation>
    </message>
    <message>
        <source>Trains:</source>
        <translation>Cvičí:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Časový limit:</translation>
    </message>
    <message numerus="yes">
        <source>Keep the dealer&apos;s actions: a spot-the-error scenario with %n mistakes to find</source>
        <translation>
            <numerusform>Zachovat úkony bankéře: scénář najdi chybu s %n chybou k nalezení</numerusform>
            <numerusform>Zachovat úkony bankéře: scénář najdi chybu se %n chybami k nalezení</numerusform>
            <numerusform>Zachovat úkony bankéře: scénář najdi chybu s %n chybami k nalezení</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a round played to its end with mistakes in it can be spot the error.</source>
        <translation>Najdi chybu může být jen kolo dohrané do konce, ve kterém jsou chyby.</translation>
    </message>
    <message>
        <source>Pack file to save the round to</source>
        <translation>Soubor balíčku pro uložení kola</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml)</source>
        <translation>Balíčky scénářů (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>soubor balíčku</translation>
    </message>
    <message>
        <source>a title</source>
        <translation>název</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>radu</translation>
    </message>
    <message>
        <source>what it trains</source>
        <translation>co cvičí</translation>
    </message>
    <message>
        <source>Give %1.</source>
        <translation>Zadej %1.</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation>%1 je složka: zadej název souboru.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Neuloženo: %1</translation>
    </message>
</context>
<context>
    <name>QtSidePanel</name>
    <message>
        <source>Round</source>
        <extracomment>the trainee left the field: +1 Tab, -1 Shift+Tab, 0 Esc. the ``::item`` padding of the panel&apos;s style sheet, and the item&apos;s bottom border. &quot;0:08 left&quot; as a scenario&apos;s time limit nears, in red (hidden otherwise). the house&apos;s decimal mark, for the examples in messages.</extracomment>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Sázka</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>částka k výplatě</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Vyplatit (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Sebrat (C)</translation>
    </message>
    <message>
        <source>Push (U)</source>
        <translation>Stand off (U)</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Exam: your mistakes are recorded and shown when the round ends.</source>
        <translation>Zkouška: chyby se zaznamenají a ukážou na konci kola.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Shrnutí kola</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Další kolo (Enter)</translation>
    </message>
    <message>
        <source>Add a %1 chip to the amount</source>
        <translation>Přidat k částce žeton %1</translation>
    </message>
    <message>
        <source>Click a bet&apos;s chips (or press Tab) to select it.</source>
        <translation>Klikni na žetony sázky (nebo stiskni Tab) a vyber ji.</translation>
    </message>
    <message>
        <source>Mistakes (exam)</source>
        <translation>Chyby (zkouška)</translation>
    </message>
    <message>
        <source>No mistakes this round.</source>
        <translation>V tomto kole žádné chyby.</translation>
    </message>
    <message>
        <source>Nothing is shown here until the round ends.</source>
        <translation>Dokud kolo neskončí, nic se tu neukáže.</translation>
    </message>
    <message>
        <source>No mistakes so far this round.</source>
        <translation>Zatím v tomto kole žádné chyby.</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>Očekáváno: %1</translation>
    </message>
    <message>
        <source>Clean round!</source>
        <translation>Kolo bez chyby!</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Přes časový limit</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Čas: %1</translation>
    </message>
    <message>
        <source>Payouts right: %1 · wrong: %2</source>
        <translation>Výplaty správně: %1 · špatně: %2</translation>
    </message>
    <message>
        <source>Actions: %1</source>
        <translation>Úkony: %1</translation>
    </message>
    <message>
        <source>House result: %1</source>
        <translation>Výsledek kasina: %1</translation>
    </message>
    <message>
        <source>The chips do not balance!</source>
        <translation>Žetony nesedí!</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Sezení skončilo</translation>
    </message>
</context>
<context>
    <name>QtSkillsView</name>
    <message>
        <source>steady</source>
        <translation>jistý</translation>
    </message>
    <message>
        <source>review due</source>
        <translation>čas zopakovat</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>the review date&apos;s format, in Qt&apos;s date format: d the day, MMM the month&apos;s short name</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>další opakování %1</translation>
    </message>
    <message>
        <source>s per action</source>
        <translation>s na úkon</translation>
    </message>
    <message>
        <source>s per answer</source>
        <translation>s na odpověď</translation>
    </message>
    <message numerus="yes">
        <source>%n exercises · %1 of the last %2 right</source>
        <translation>
            <numerusform>%n cvičení · %1 z posledních %2 správně</numerusform>
            <numerusform>%n cvičení · %1 z posledních %2 správně</numerusform>
            <numerusform>%n cvičení · %1 z posledních %2 správně</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1 %3 · median %2</source>
        <translation>cíl %1 %3 · medián %2</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>zatím necvičeno</translation>
    </message>
    <message>
        <source>target %1 %2</source>
        <translation>cíl %1 %2</translation>
    </message>
    <message>
        <source>%1 more to mastery</source>
        <translation>do zvládnutí zbývá %1</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Kasino:</translation>
    </message>
    <message>
        <source>Dealt rounds (focused on a procedure point)</source>
        <translation>Rozdaná kola (zaměřená na bod postupu)</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Cvičení výplat</translation>
    </message>
    <message>
        <source>Skills of %1 at %2</source>
        <translation>Dovednosti: %1, %2</translation>
    </message>
    <message>
        <source>Mastered: %1, each within its target time.</source>
        <translation>Zvládnuto: %1, každé v cílovém čase.</translation>
    </message>
</context>
<context>
    <name>QtSpotMode</name>
    <message>
        <source>Exam</source>
        <translation>Zkouška</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trénink</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Najdi chybu</translation>
    </message>
    <message>
        <source>Keys: Space play / pause · → step · ↑↓ choose a step · M mark as wrong · U unmark · F finish · Enter next</source>
        <translation>Klávesy: Mezerník přehrát / pauza · → krok · ↑↓ vybrat krok · M označit jako chybu · U zrušit označení · F dokončit · Enter další</translation>
    </message>
    <message>
        <source>Keys: Space play · → step · M mark · U unmark · F finish</source>
        <comment>the key line, shorter</comment>
        <translation>Klávesy: Mezerník přehrát · → krok · M označit · U zrušit · F dokončit</translation>
    </message>
    <message>
        <source>Space · → · M · U · F</source>
        <comment>the key line, shortest</comment>
        <translation>Mezerník · → · M · U · F</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Krok %1: %2</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Správně: %1</translation>
    </message>
    <message>
        <source>A mistake, but another rule: %1</source>
        <translation>Chyba, ale jiné pravidlo: %1</translation>
    </message>
    <message>
        <source>This step was right.</source>
        <translation>Tento krok byl správně.</translation>
    </message>
    <message>
        <source>Missed: %1</source>
        <translation>Přehlédnuto: %1</translation>
    </message>
    <message>
        <source>Found %1 of %2</source>
        <translation>Nalezeno %1 z %2</translation>
    </message>
    <message>
        <source>wrong rule %1</source>
        <translation>špatné pravidlo %1</translation>
    </message>
    <message>
        <source>missed %1</source>
        <translation>přehlédnuto %1</translation>
    </message>
    <message>
        <source>false alarms %1</source>
        <translation>plané poplachy %1</translation>
    </message>
    <message>
        <source>Step %1 (%2): %3</source>
        <translation>Krok %1 (%2): %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>krok %1 z %2</translation>
    </message>
    <message>
        <source>%1 marked</source>
        <translation>označeno %1</translation>
    </message>
</context>
<context>
    <name>QtSpotPanel</name>
    <message>
        <source>Watch the dealer&apos;s round. Mark every step that breaks the procedure and name the rule it breaks.</source>
        <extracomment>a step&apos;s colours once judged: found, right step with another rule, false alarm, missed.</extracomment>
        <translation>Sleduj kolo bankéře. Označ každý krok, který porušuje postup, a uveď pravidlo, které porušuje.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Play or pause the dealer (Space)</source>
        <translation>Přehrát nebo pozastavit bankéře (Mezerník)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>One action (→)</source>
        <translation>Jeden úkon (→)</translation>
    </message>
    <message>
        <source>The rule the marked step breaks</source>
        <translation>Pravidlo, které označený krok porušuje</translation>
    </message>
    <message>
        <source>Mark as wrong (M)</source>
        <translation>Označit jako chybu (M)</translation>
    </message>
    <message>
        <source>Unmark (U)</source>
        <translation>Zrušit označení (U)</translation>
    </message>
    <message>
        <source>Finish and score (F)</source>
        <translation>Dokončit a vyhodnotit (F)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Další kolo (Enter)</translation>
    </message>
</context>
<context>
    <name>QtStation</name>
    <message>
        <source>Class…</source>
        <extracomment>how often waiting writes are tried again, in ms.</extracomment>
        <translation>Třída…</translation>
    </message>
    <message>
        <source>The instructor&apos;s view of the class</source>
        <translation>Pohled instruktora na třídu</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>zatím nic</translation>
    </message>
    <message>
        <source>%1 · assigned: %2</source>
        <translation>%1 · zadáno: %2</translation>
    </message>
    <message>
        <source>Class server unreachable · %1 kept here</source>
        <translation>Server třídy nedostupný · %1 uloženo zde</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait on this station (in memory and in a file, so a crash loses none); they are written to the class server, once each, as soon as it answers again</source>
        <translation>
            <numerusform>%n výsledek čeká na této stanici (v paměti i v souboru, pád ho neztratí); zapíše se na server třídy, jednou, jakmile zase odpoví</numerusform>
            <numerusform>%n výsledky čekají na této stanici (v paměti i v souboru, pád žádný neztratí); zapíšou se na server třídy, každý jednou, jakmile zase odpoví</numerusform>
            <numerusform>%n výsledků čeká na této stanici (v paměti i v souboru, pád žádný neztratí); zapíšou se na server třídy, každý jednou, jakmile zase odpoví</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept results written to the class server</source>
        <translation>
            <numerusform>%n uložený výsledek zapsán na server třídy</numerusform>
            <numerusform>%n uložené výsledky zapsány na server třídy</numerusform>
            <numerusform>%n uložených výsledků zapsáno na server třídy</numerusform>
        </translation>
    </message>
    <message>
        <source>The exam is over. Its rounds wait on this station; the verdict shows when the class server answers.</source>
        <translation>Zkouška skončila. Její kola čekají na této stanici; výsledek se zobrazí, až třídní server odpoví.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Třída</translation>
    </message>
</context>
<context>
    <name>QtTableScene</name>
    <message>
        <source>BLACK JACK PAYS %1 · DEALER STANDS ON %2</source>
        <translation>BLACK JACK VYPLÁCÍ %1 · BANKÉŘ STOJÍ NA %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <translation>POJIŠTĚNÍ VYPLÁCÍ %1 KU %2</translation>
    </message>
    <message>
        <source>NO INSURANCE</source>
        <translation>BEZ POJIŠTĚNÍ</translation>
    </message>
    <message>
        <source>TO</source>
        <extracomment>a hand&apos;s cards (or its empty card place) was clicked: the hand id, or ``dealer``. a bet&apos;s chips were clicked: the bet id. the view shown now: the next one is applied as the difference from it. each live hand&apos;s (total, kind, bubble text, strong), as last worked out. what the hands&apos; places were worked out from, and the places and scales. the scene rects the bets&apos; stacks cover, by box, and each stack&apos;s own point. how much smaller than full size the hands are drawn (a crowded table shrinks them) work that can wait until the view has shown the answer to a click (then None) the animation moving each hand, and where to.</extracomment>
        <translation>KU</translation>
    </message>
    <message>
        <source>Limits %1 – %2</source>
        <translation>Limity %1 – %2</translation>
    </message>
    <message>
        <source>BUST</source>
        <translation>TROP</translation>
    </message>
    <message>
        <source>BLACK JACK</source>
        <translation>BLACK JACK</translation>
    </message>
    <message>
        <source>COLOUR</source>
        <translation>BARVA</translation>
    </message>
    <message>
        <source>SWISS</source>
        <translation>SWISS</translation>
    </message>
    <message>
        <source>%1 %2 TO 1</source>
        <translation>%1 %2 KU 1</translation>
    </message>
    <message>
        <source>SWISS JACK</source>
        <translation>SWISS JACK</translation>
    </message>
    <message>
        <source>BOX %1</source>
        <translation>BOX %1</translation>
    </message>
    <message>
        <source>Dealer draws</source>
        <translation>Bankéř táhne</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Sabot</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Odhozené karty</translation>
    </message>
    <message>
        <source>House this round: %1</source>
        <translation>Kasino v tomto kole: %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>stand off</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>betting</source>
        <extracomment>the round&apos;s phases (trainer.core.procedure.vocabulary.Phase) as the replay names them.</extracomment>
        <translation>sázky</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>první rozdání</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>nabídka pojištění</translation>
    </message>
    <message>
        <source>insurance open</source>
        <translation>pojištění otevřeno</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>výplata Black Jacků</translation>
    </message>
    <message>
        <source>the boxes play</source>
        <translation>boxy hrají</translation>
    </message>
    <message>
        <source>dealer draws</source>
        <translation>bankéř táhne</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>vyúčtování pojištění</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>vyúčtování</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>kolo skončilo</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <extracomment>a hand&apos;s notes (trainer.progress.replay.table_text).</extracomment>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>trop</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tři sedmy</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>zdvojeno</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>stojí</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>sklizeno</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>a bet&apos;s state (trainer.progress.replay.BetView.status).</extracomment>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus vyplacen</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>vyplaceno</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>sebráno</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>stand off</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <source>Sessions before that, by month</source>
        <translation>Sezení před tím po měsících</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Měsíc</translation>
    </message>
    <message>
        <source>Earlier sessions, by week</source>
        <translation>Dřívější sezení po týdnech</translation>
    </message>
    <message>
        <source>The last {count} sessions</source>
        <translation>Posledních {count} sezení</translation>
    </message>
    <message>
        <source>Training report: {name}</source>
        <extracomment>table cell padding in CSS pixels (1/96 inch, about 1 mm).</extracomment>
        <translation>Zpráva o tréninku: {name}</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>strana {page} z {pages}</translation>
    </message>
    <message>
        <source>Training report</source>
        <translation>Zpráva o výcviku</translation>
    </message>
    <message>
        <source>Sessions from {first} to {last}</source>
        <translation>Sezení od {first} do {last}</translation>
    </message>
    <message>
        <source>No sessions recorded yet</source>
        <translation>Zatím žádná uložená sezení</translation>
    </message>
    <message>
        <source>Report made on {date}</source>
        <translation>Zpráva vytvořena {date}</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sezení</translation>
    </message>
    <message>
        <source>Rounds dealt</source>
        <translation>Rozdaná kola</translation>
    </message>
    <message>
        <source>Rounds without a mistake</source>
        <translation>Kola bez chyby</translation>
    </message>
    <message>
        <source>Dealer actions</source>
        <translation>Úkony bankéře</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Accuracy (right actions)</source>
        <translation>Přesnost (správné úkony)</translation>
    </message>
    <message>
        <source>Time dealing</source>
        <translation>Čas u stolu</translation>
    </message>
    <message>
        <source>Average time per round</source>
        <translation>Průměrný čas na kolo</translation>
    </message>
    <message>
        <source>Average time per action</source>
        <translation>Průměrný čas na úkon</translation>
    </message>
    <message>
        <source>Payout drill answers right</source>
        <translation>Správné odpovědi v cvičení výplat</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Nejslabší body postupu</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Bod postupu</translation>
    </message>
    <message>
        <source>Rounds affected</source>
        <translation>Dotčená kola</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Nejčastější chyba</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Žádné chyby nezaznamenány.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>Progress per week</source>
        <translation>Pokrok po týdnech</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Týden</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Přesnost</translation>
    </message>
    <message>
        <source>Time per action</source>
        <translation>Čas na úkon</translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation>Chyby podle druhu</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Režim</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Cvičení výplat</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Odpovědi</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Správně</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Čas na odpověď</translation>
    </message>
    <message>
        <source>Accuracy is the share of the dealer actions that were right. Procedure points group the mistake codes of the dealer procedure.</source>
        <translation>Přesnost je podíl správných úkonů bankéře. Body postupu seskupují kódy chyb bankéřova postupu.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Instruktor</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Podpis</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Cvičení</translation>
    </message>
    <message>
        <source>Right (last)</source>
        <translation>Správně (poslední)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Medián</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Mastered: {rule}, each within its target time (per dealer action in a round, per answer in a drill).</source>
        <translation>Zvládnuto: {rule}, každé v cílovém čase (na úkon bankéře v kole, na odpověď v cvičení).</translation>
    </message>
    <message>
        <source>Not practised yet: {skills}.</source>
        <translation>Zatím necvičeno: {skills}.</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>kola bez chyby</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>sekund na úkon</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation>Přihlásit se</translation>
    </message>
    <message>
        <source>Your name and password, as on your sign-in slip:</source>
        <translation>Vaše jméno a heslo, jak stojí na přihlašovacím lístku:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Heslo:</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Špatné jméno nebo heslo.</translation>
    </message>
</context>
<context>
    <name>States</name>
    <message>
        <source>Bets are placed: call no more bets.</source>
        <extracomment>machine state -&gt; what the dealer is doing now.</extracomment>
        <translation>Sázky jsou vsazeny: ohlas konec sázek.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, the dealer&apos;s card, a second card to each box.</source>
        <translation>První rozdání: karta do každého boxu, karta bankéře, druhá karta do každého boxu.</translation>
    </message>
    <message>
        <source>The dealer shows an ace.</source>
        <translation>Bankéř ukazuje eso.</translation>
    </message>
    <message>
        <source>Insurance is open: check each insurance (refuse one over half the bet), pay even money, then close insurance.</source>
        <translation>Pojištění je otevřené: zkontroluj každé pojištění (nad polovinu sázky odmítni), vyplať even money, pak pojištění uzavři.</translation>
    </message>
    <message>
        <source>The dealer shows 2-9.</source>
        <translation>Bankéř ukazuje 2-9.</translation>
    </message>
    <message>
        <source>The boxes play, left to right.</source>
        <translation>Boxy hrají zleva doprava.</translation>
    </message>
    <message>
        <source>Every box has finished: the dealer&apos;s hand.</source>
        <translation>Všechny boxy dohrály: hra bankéře.</translation>
    </message>
    <message>
        <source>Settle the insurance bets.</source>
        <translation>Vyúčtuj sázky na pojištění.</translation>
    </message>
    <message>
        <source>Settle counter-clockwise, then end the round.</source>
        <translation>Vyúčtuj proti směru hodinových ručiček, pak ukonči kolo.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Kolo skončilo.</translation>
    </message>
    <message>
        <source>The boxes play round the table: one card a hand, box 1 to the last, then round again.</source>
        <extracomment>the boxes&apos; play in a house that deals extra cards round the table (hit_order).</extracomment>
        <translation>Boxy hrají dokola: jedna karta na hru, od boxu 1 po poslední, pak znovu.</translation>
    </message>
    <message>
        <source>The first deal is done: settle the 21+3 bets, from your right, before anything else.</source>
        <extracomment>the first deal is done but its 21+3 bets are still on the table: they come first.</extracomment>
        <translation>První rozdání je hotové: vyúčtuj sázky 21+3, zprava, dřív než cokoli jiného.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, a second card to each box, then the dealer&apos;s card.</source>
        <extracomment>the first deal of a house that gives every box its two cards before the dealer&apos;s one (deal_order boxes_boxes_dealer, the Swiss house).</extracomment>
        <translation>První rozdání: karta do každého boxu, druhá karta do každého boxu, potom karta bankéře.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Tři sedmy</translation>
    </message>
    <message>
        <source>Bust %1</source>
        <translation>Trop %1</translation>
    </message>
</context>
<context>
    <name>TerminalTexts</name>
    <message>
        <source>The dealer</source>
        <translation>Bankéř</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>bankéř</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tři sedmy</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>trop</translation>
    </message>
    <message>
        <source>asks for a card</source>
        <translation>chce kartu</translation>
    </message>
    <message>
        <source>asks to double</source>
        <translation>chce zdvojit</translation>
    </message>
    <message>
        <source>asks to split</source>
        <translation>chce rozdělit</translation>
    </message>
    <message>
        <source>asks: {wish}</source>
        <translation>chce: {wish}</translation>
    </message>
    <message>
        <source>Card to the dealer: {card}   (dealer: {hand})</source>
        <translation>Karta bankéři: {card}   (bankéř: {hand})</translation>
    </message>
    <message>
        <source>Card to {place}: {card}   ({place}: {hand})</source>
        <translation>Karta pro {place}: {card}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Pay {bet} ({stake}): {amount}   ({on})</source>
        <translation>Vyplatit: {bet} ({stake}): {amount}   ({on})</translation>
    </message>
    <message>
        <source>Collect {bet} ({stake})   ({on})</source>
        <translation>Sebrat: {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Push {bet} ({stake})   ({on})</source>
        <translation>Nerozhodně: {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Double {place}   ({place}: {hand})</source>
        <translation>Zdvojit {place}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Split {place}   ({place}: {hand})</source>
        <translation>Rozdělit {place}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Refuse the request of {place}</source>
        <translation>Odmítnout žádost: {place}</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Sázky uzavřeny.</translation>
    </message>
    <message>
        <source>Offer insurance.</source>
        <translation>Nabídnout pojištění.</translation>
    </message>
    <message>
        <source>Close insurance.</source>
        <translation>Uzavřít pojištění.</translation>
    </message>
    <message>
        <source>End of the round.</source>
        <translation>Konec kola.</translation>
    </message>
    <message>
        <source>{house}: a random round (seed {seed}) dealt by the book.</source>
        <translation>{house}: náhodné kolo (seed {seed}) rozdané podle pravidel.</translation>
    </message>
    <message>
        <source>Bets: {bets}</source>
        <translation>Sázky: {bets}</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Bankéř: {hand}</translation>
    </message>
    <message>
        <source>House result: {amount}</source>
        <translation>Výsledek kasina: {amount}</translation>
    </message>
</context>
<context>
    <name>Trains</name>
    <message>
        <source>dealing order</source>
        <extracomment>a pack scenario&apos;s procedure point -&gt; what it trains, in words.</extracomment>
        <translation>pořadí rozdávání</translation>
    </message>
    <message>
        <source>Black Jack paid at once</source>
        <translation>Black Jack vyplacen hned</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tři sedmy</translation>
    </message>
    <message>
        <source>insurance and even money</source>
        <translation>pojištění a even money</translation>
    </message>
    <message>
        <source>settlement order</source>
        <translation>pořadí vyúčtování</translation>
    </message>
    <message>
        <source>splits and doubles</source>
        <translation>rozdělení a zdvojení</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>pravidla kasina</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>vedlejší sázky</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>insurance on %1: %2 x %3 = %4</source>
        <extracomment>house currency -&gt; how its house writes a sum: the text around the amount, and the decimal mark and thousands separator of the house&apos;s own convention where it has one (the Swiss house writes &quot;Fr. 1&apos;037.50&quot; whatever the window&apos;s language); None: the language&apos;s own. decimal mark and thousands separator per language, where Qt is not loaded (the same as QLocale&apos;s for these languages; the no-break space keeps &quot;1 500&quot; on one line). figure kind -&gt; its sentence (%1, %2 ... the figure&apos;s values in order).</extracomment>
        <translation>pojištění (%1): %2 x %3 = %4</translation>
    </message>
    <message>
        <source>three sevens bonus: %1 x %2 = %3</source>
        <translation>bonus za tři sedmy: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>even money: %1 x %2 = %3</source>
        <translation>even money: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>Black Jack: %1 x %2 = %3</source>
        <translation>Black Jack: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>win: %1 x %2 = %3</source>
        <translation>výhra: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance</source>
        <translation>bankéř ukazuje %1: bez pojištění</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance at %2</source>
        <translation>bankéř ukazuje %1: v kasinu %2 bez pojištění</translation>
    </message>
    <message>
        <source>the dealer shows %1: %2</source>
        <translation>bankéř ukazuje %1: %2</translation>
    </message>
    <message>
        <source>dealer %1: the dealer draws (draws below %2)</source>
        <translation>bankéř %1: bankéř táhne (táhne pod %2)</translation>
    </message>
    <message>
        <source>dealer %1: the dealer stands (draws below %2)</source>
        <translation>bankéř %1: bankéř stojí (táhne pod %2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3, bust: collect its bets now</source>
        <translation>%1: %2 = %3, trop: seber sázky hned</translation>
    </message>
    <message>
        <source>%1: %2 against the dealer&apos;s %3 → %4</source>
        <translation>%1: %2 proti %3 bankéře → %4</translation>
    </message>
    <message>
        <source>7+7+7 on the holder&apos;s first three cards: every bet on the box is paid at once</source>
        <translation>7+7+7 na prvních třech kartách držitele: každá sázka v boxu se hned vyplatí</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>správně: %1</translation>
    </message>
    <message>
        <source>, paid %1 (rounded down to a multiple of %2)</source>
        <translation>, vyplaceno %1 (zaokrouhleno dolů na násobek %2)</translation>
    </message>
    <message>
        <source>bet %1 → insurance up to %2</source>
        <translation>sázka %1 → pojištění do %2</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>pořadí: %1</translation>
    </message>
    <message>
        <source>pay</source>
        <extracomment>a settling verb as the end of a worked outcome (&quot;box 3: 18 against the dealer&apos;s 17 → pay&quot;).</extracomment>
        <translation>vyplatit</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>shrnout</translation>
    </message>
    <message>
        <source>push</source>
        <translation>stand off</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>how long the order arrows stay on the table.</extracomment>
        <translation>Proč</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>bankéř</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Pořadí</translation>
    </message>
</context>
</TS>
