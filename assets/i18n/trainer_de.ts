<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Actions</name>
    <message>
        <source>No more bets</source>
        <translation>Nichts geht mehr</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Versicherung anbieten</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Versicherung schliessen</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>Accept the double on %1</source>
        <translation>Doppeln auf %1 annehmen</translation>
    </message>
    <message>
        <source>Accept the split of %1</source>
        <translation>Teilen von %1 annehmen</translation>
    </message>
    <message>
        <source>Refuse the request of %1</source>
        <translation>Wunsch von %1 ablehnen</translation>
    </message>
    <message>
        <source>Collect %1</source>
        <translation>%1 einziehen</translation>
    </message>
    <message>
        <source>Push %1 (stand-off)</source>
        <translation>Stand-off: %1</translation>
    </message>
    <message>
        <source>Card to %1</source>
        <translation>Karte an %1</translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation>Auszahlen an %1: %2</translation>
    </message>
    <message>
        <source>Refuse %1 (over the limit)</source>
        <translation>%1 ablehnen (über dem Limit)</translation>
    </message>
    <message>
        <source>Card to the dealer</source>
        <translation>Karte an den Croupier</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11 to 3.13), kept word for word: argparse asks for them by these English texts. Their ``%(name)s`` places must stay in a translation.</extracomment>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Wert</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Wert fehlt</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger Wert: %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s fehlt</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s kann %(matches)s sein</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>der Wert %r gehört nicht hierher</translation>
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
        <translation>Swiss-Jack-Feld Bust</translation>
    </message>
    <message>
        <source>Swiss Jack Black Jack field</source>
        <translation>Swiss-Jack-Feld Black Jack</translation>
    </message>
    <message>
        <source>Swiss Jack colour field</source>
        <translation>Swiss-Jack-Feld Colour</translation>
    </message>
    <message>
        <source>Swiss Jack swiss field</source>
        <translation>Swiss-Jack-Feld Swiss</translation>
    </message>
    <message>
        <source>%1, first player behind</source>
        <extracomment>behind slot -&gt; the player&apos;s place behind the box holder.</extracomment>
        <translation>%1, erster Spieler dahinter</translation>
    </message>
    <message>
        <source>%1, second player behind</source>
        <translation>%1, zweiter Spieler dahinter</translation>
    </message>
    <message>
        <source>%1, third player behind</source>
        <translation>%1, dritter Spieler dahinter</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
    <message>
        <source>box %1, split hand %2</source>
        <translation>Box %1, geteilte Hand %2</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Box %1</translation>
    </message>
    <message>
        <source>insurance on %1</source>
        <translation>Versicherung auf %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, player behind %2</source>
        <translation>%1, Spieler dahinter %2</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>an ace</source>
        <extracomment>a card&apos;s rank as the object of &quot;the dealer shows ...&quot;: cards in prose are words, never codes (&quot;the dealer shows an ace&quot;, not &quot;As&quot;).</extracomment>
        <translation>ein Ass</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>einen König</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>einen Buben</translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>eine Zehn</translation>
    </message>
    <message>
        <source>a nine</source>
        <translation>eine Neun</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>eine Acht</translation>
    </message>
    <message>
        <source>a seven</source>
        <translation>eine Sieben</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>eine Sechs</translation>
    </message>
    <message>
        <source>a five</source>
        <translation>eine Fünf</translation>
    </message>
    <message>
        <source>a four</source>
        <translation>eine Vier</translation>
    </message>
    <message>
        <source>a three</source>
        <translation>eine Drei</translation>
    </message>
    <message>
        <source>a two</source>
        <translation>eine Zwei</translation>
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
        <translation>NICHT OK</translation>
    </message>
    <message>
        <source>round finished</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <source>round not finished</source>
        <translation>Spiel nicht beendet</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes, %2</source>
        <translation>
            <numerusform>%1: %n Fehler, %2</numerusform>
            <numerusform>%1: %n Fehler, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>house: %1</source>
        <translation>Haus: %1</translation>
    </message>
    <message>
        <source>actions:</source>
        <translation>Handlungen:</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>the PDF&apos;s column headings, in English: the source texts the .ts files translate (the CSV keeps its stable COLUMNS in every language, for the programs that read it).</extracomment>
        <translation>Lernende(r)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Fehlerfrei</translation>
    </message>
    <message>
        <source>Accuracy %</source>
        <translation>Genauigkeit %</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Drill %</source>
        <translation>Übungen %</translation>
    </message>
    <message>
        <source>Weakest point</source>
        <translation>Schwächster Punkt</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Last exam</source>
        <translation>Letzte Prüfung</translation>
    </message>
    <message numerus="yes">
        <source>%n trainees, %1</source>
        <translation>
            <numerusform>%n Lernende(r), %1</numerusform>
            <numerusform>%n Lernende, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>%1 %2 % %3 (%4)</source>
        <translation>%1 %2 % %3 (%4)</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <extracomment>the columns&apos; shares of the page, in the order of HEADINGS.</extracomment>
        <translation>Klassenbericht: %1</translation>
    </message>
</context>
<context>
    <name>ClassTexts</name>
    <message>
        <source>Class %1 created in %2</source>
        <translation>Klasse %1 angelegt in %2</translation>
    </message>
    <message>
        <source>no trainees yet</source>
        <translation>noch keine Auszubildenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is in class %2</source>
        <translation>%1 ist in der Klasse %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2, %3 min)</source>
        <translation>%1 (Prüfung: bestanden ab %2, %3 Min.)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2)</source>
        <translation>%1 (Prüfung: bestanden ab %2)</translation>
    </message>
    <message>
        <source>Assigned %1 to %2</source>
        <translation>%1 an %2 zugewiesen</translation>
    </message>
    <message>
        <source>Assigned %1 to class %2</source>
        <translation>%1 an die Klasse %2 zugewiesen</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>Class %1, %2</source>
        <translation>Klasse %1, %2</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>Auszubildende(r)</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>accuracy %</source>
        <translation>Genauigkeit %</translation>
    </message>
    <message>
        <source>s/action</source>
        <translation>s/Handlung</translation>
    </message>
    <message>
        <source>drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>last mistake</source>
        <translation>letzter Fehler</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>login</source>
        <translation>Anmeldename</translation>
    </message>
    <message>
        <source>password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>The passwords are shown only now: hand each trainee theirs (or print slips with --pdf FILE).</source>
        <translation>Die Passwörter werden nur jetzt gezeigt: Geben Sie allen Lernenden ihr eigenes (oder drucken Sie Zettel mit --pdf DATEI).</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in slips written to %1</source>
        <translation>
            <numerusform>%n Anmeldezettel nach %1 geschrieben</numerusform>
            <numerusform>%n Anmeldezettel nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>free play</source>
        <translation>freies Spiel</translation>
    </message>
    <message>
        <source>weakest: %1</source>
        <translation>am schwächsten: %1</translation>
    </message>
    <message>
        <source>assigned: %1 to %2</source>
        <translation>zugewiesen: %1 an %2</translation>
    </message>
    <message>
        <source>assigned: %1</source>
        <translation>zugewiesen: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>exam: %1 %2, attempt %3: %4 clean of %5 (%6 played), %7 %</source>
        <translation>Prüfung: %1 %2, Versuch %3: %4 fehlerfrei von %5 (%6 gespielt), %7 %</translation>
    </message>
    <message>
        <source>%1 may take the exam %2 once more (%3 attempts in all)</source>
        <translation>%1 darf die Prüfung %2 noch einmal ablegen (%3 Versuche insgesamt)</translation>
    </message>
    <message>
        <source>%1&apos;s attempt at %2 is now: %3</source>
        <translation>Der Versuch von %1 bei %2 ist jetzt: %3</translation>
    </message>
    <message>
        <source>%1 (verification code %2)</source>
        <translation>%1 (Prüfcode %2)</translation>
    </message>
    <message>
        <source>%1 passed the exam %2 of class %3 on %4 with %5 % (pass mark %6 %)</source>
        <translation>%1 hat die Prüfung %2 der Klasse %3 am %4 mit %5 % bestanden (Bestehensgrenze %6 %)</translation>
    </message>
    <message>
        <source>not a certificate of this class</source>
        <translation>kein Zertifikat dieser Klasse</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>nicht gezählt: %1</translation>
    </message>
    <message>
        <source>the pack cannot be read: %1</source>
        <translation>das Paket ist nicht lesbar: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n Runde eines anderen Szenarios nicht gezählt</numerusform>
            <numerusform>%n Runden anderer Szenarien nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n Runde schneller als ein Mensch</numerusform>
            <numerusform>%n Runden schneller als ein Mensch</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (accepted)</source>
        <translation>%1 (angenommen)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (abgelehnt)</translation>
    </message>
    <message>
        <source>the stations&apos; shared login is gone: each trainee signs in with a login of their own (trainer class add NAME... makes them, trainer class password NAME gives a new password)</source>
        <translation>die gemeinsame Anmeldung der Stationen gibt es nicht mehr: jeder Schüler meldet sich mit einer eigenen Anmeldung an (trainer class add NAME... legt sie an, trainer class password NAME gibt ein neues Passwort)</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n Spiel weicht von seiner Wiedergabe ab</numerusform>
            <numerusform>%n Spiele weichen von ihrer Wiedergabe ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n verspätete Runde nicht gezählt</numerusform>
            <numerusform>%n verspätete Runden nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n Runde von einem anderen Rechner nicht gezählt</numerusform>
            <numerusform>%n Runden von einem anderen Rechner nicht gezählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTexts</name>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <source>limits</source>
        <translation>Limiten</translation>
    </message>
    <message>
        <source>* the default house</source>
        <translation>* das Standardhaus</translation>
    </message>
    <message>
        <source>trainer: no window: %1; here is a round by the book instead</source>
        <translation>trainer: kein Fenster: %1; hier stattdessen eine Runde nach Vorschrift</translation>
    </message>
    <message numerus="yes">
        <source>OK %1 (%n scenarios)</source>
        <translation>
            <numerusform>OK %1 (%n Szenario)</numerusform>
            <numerusform>OK %1 (%n Szenarien)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: warning: house %2 gives the player the edge: the house edge with basic strategy is %3 %</source>
        <translation>%1: Warnung: Das Haus %2 gibt dem Spieler den Vorteil: Der Hausvorteil mit Grundstrategie beträgt %3 %</translation>
    </message>
    <message>
        <source>%1: note: --house %3 replaces the scenario&apos;s own rules: %2</source>
        <translation>%1: Hinweis: --house %3 ersetzt die eigenen Regeln des Szenarios: %2</translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <source>Time is up.</source>
        <translation>Die Zeit ist um.</translation>
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
        <translation>Black Jack auf {bet}. Auszahlen?</translation>
    </message>
    <message>
        <source>Insurance of {insurance} on a bet of {bet}; the dealer has Black Jack. Pay the insurance?</source>
        <translation>Versicherung von {insurance} auf einen Einsatz von {bet}; der Croupier hat Black Jack. Die Versicherung auszahlen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet} takes even money. Pay?</source>
        <translation>Black Jack auf {bet} nimmt Even Money. Auszahlen?</translation>
    </message>
    <message>
        <source>Three sevens on {bet}. Pay?</source>
        <translation>Drei Siebenen auf {bet}. Auszahlen?</translation>
    </message>
    <message>
        <source>{bet} wins. Pay?</source>
        <translation>{bet} gewinnt. Auszahlen?</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins. Pay?</source>
        <translation>{bet}, gedoppelt auf {stake}, gewinnt. Auszahlen?</translation>
    </message>
    <message>
        <source>A split hand of {bet}, doubled to {stake}, wins. Pay that hand?</source>
        <translation>Eine geteilte Hand von {bet}, gedoppelt auf {stake}, gewinnt. Diese Hand auszahlen?</translation>
    </message>
    <message>
        <source>A split hand of {bet} wins. Pay that hand?</source>
        <translation>Eine geteilte Hand von {bet} gewinnt. Diese Hand auszahlen?</translation>
    </message>
    <message>
        <source>a straight flush</source>
        <translation>ein Straight Flush</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ein Drilling</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>eine Strasse</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>ein Flush</translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation>der Croupier überkauft sich</translation>
    </message>
    <message>
        <source>the dealer has Black Jack</source>
        <translation>der Croupier hat Black Jack</translation>
    </message>
    <message>
        <source>the dealer has Black Jack in one suit</source>
        <translation>der Croupier hat Black Jack in einer Farbe</translation>
    </message>
    <message>
        <source>the dealer has Black Jack of two clubs</source>
        <translation>der Croupier hat Black Jack aus zwei Kreuz</translation>
    </message>
    <message>
        <source>21+3 of {bet}: the box holds {box}, the dealer shows {dealer} ({made}). Pay?</source>
        <translation>21+3 von {bet}: die Box hat {box}, der Croupier zeigt {dealer} ({made}). Auszahlen?</translation>
    </message>
    <message>
        <source>Black Jack box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box mit Black Jack: Inhaber {holder}, dahinter {behind}. Die Box auszahlen?</translation>
    </message>
    <message>
        <source>Three sevens box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box mit drei Siebenen: Inhaber {holder}, dahinter {behind}. Die Box auszahlen?</translation>
    </message>
    <message>
        <source>Winning box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Gewinnende Box: Inhaber {holder}, dahinter {behind}. Die Box auszahlen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet}</source>
        <translation>Black Jack auf {bet}</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins</source>
        <translation>{bet}, gedoppelt auf {stake}, gewinnt</translation>
    </message>
    <message>
        <source>{bet} wins</source>
        <translation>{bet} gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>One player&apos;s %n boxes: {boxes}. Pay the player in total?</source>
        <translation>
            <numerusform>%n Box eines Spielers: {boxes}. Dem Spieler insgesamt auszahlen?</numerusform>
            <numerusform>%n Boxen eines Spielers: {boxes}. Dem Spieler insgesamt auszahlen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions or {seconds} seconds</source>
        <translation>
            <numerusform>%n Frage oder {seconds} Sekunden</numerusform>
            <numerusform>%n Fragen oder {seconds} Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} Sekunden</translation>
    </message>
    <message>
        <source>Payout drill at {house} ({currency}), {limit}.</source>
        <translation>Auszahlungsübung im {house} ({currency}), {limit}.</translation>
    </message>
    <message>
        <source>Type what the dealer pays (winnings only) and press Enter; q quits.</source>
        <translation>Geben Sie ein, was der Croupier auszahlt (nur den Gewinn), und drücken Sie Enter; q beendet.</translation>
    </message>
    <message>
        <source>Right. {worked}   ({seconds}, streak {streak})</source>
        <translation>Richtig. {worked}   ({seconds}, Serie {streak})</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}, the payout is {answer}.</source>
        <translation>Falsch: Sie zahlten {given}, die Auszahlung ist {answer}.</translation>
    </message>
    <message>
        <source>In chips: {best}</source>
        <translation>In Jetons: {best}</translation>
    </message>
    <message>
        <source>Not graded: {problem}. Type it again, or q to quit.</source>
        <translation>Nicht bewertet: {problem}. Geben Sie es nochmals ein, oder q zum Beenden.</translation>
    </message>
    <message>
        <source>Time is up: that answer came after the end.</source>
        <translation>Die Zeit ist um: Diese Antwort kam nach dem Ende.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No answers.</source>
        <translation>Keine Antworten.</translation>
    </message>
    <message>
        <source>Saving the answers for {name} in {where}.</source>
        <translation>Die Antworten für {name} werden in {where} gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>The class server is away: %n answers wait on this computer and are written when the next quiz or station on this class database reaches it.</source>
        <translation>
            <numerusform>Der Klassenserver ist weg: %n Antwort wartet auf diesem Computer und wird geschrieben, sobald das nächste Quiz oder die nächste Station dieser Klassendatenbank ihn erreicht.</numerusform>
            <numerusform>Der Klassenserver ist weg: %n Antworten warten auf diesem Computer und werden geschrieben, sobald das nächste Quiz oder die nächste Station dieser Klassendatenbank ihn erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>{right} of {answered} right ({accuracy}), best streak {best}, median {median}.</source>
        <translation>{right} von {answered} richtig ({accuracy}), beste Serie {best}, Median {median}.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>Bust</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>Swiss</translation>
    </message>
    <message>
        <source>Swiss Jack {field} field of {bet}: the dealer&apos;s hand is {cards} ({made}). Pay?</source>
        <translation>Swiss Jack, Feld {field}, von {bet}: die Hand des Croupiers ist {cards} ({made}). Auszahlen?</translation>
    </message>
    <message>
        <source>{sum}, rounded down to {unit}: {paid}</source>
        <translation>{sum}, abgerundet auf {unit}: {paid}</translation>
    </message>
    <message>
        <source>total {sum} = {answer}</source>
        <translation>insgesamt {sum} = {answer}</translation>
    </message>
    <message>
        <source>{amount} not in chips</source>
        <translation>{amount} nicht in Jetons</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>keine Jetons</translation>
    </message>
    <message>
        <source>Right! {worked}
In chips: {best}</source>
        <translation>Richtig! {worked}
In Jetons: {best}</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}; the payout is {answer}.
{worked}
In chips: {best}</source>
        <translation>Falsch: Sie zahlten {given}; die Auszahlung ist {answer}.
{worked}
In Jetons: {best}</translation>
    </message>
    <message>
        <source>Right, and with the fewest chips! {worked}
{best}</source>
        <translation>Richtig, und mit den wenigsten Jetons! {worked}
{best}</translation>
    </message>
    <message>
        <source>Right amount, but fewer chips do it: {best}
{worked}</source>
        <translation>Richtiger Betrag, aber es geht mit weniger Jetons: {best}
{worked}</translation>
    </message>
    <message>
        <source>Wrong: your chips make {given}; pay {best}.
{worked}</source>
        <translation>Falsch: Ihre Jetons ergeben {given}; zahlen Sie {best}.
{worked}</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Drei Siebenen</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Doubled win</source>
        <translation>Gedoppelter Gewinn</translation>
    </message>
    <message>
        <source>Split hand win</source>
        <translation>Gewinn geteilte Hand</translation>
    </message>
    <message>
        <source>Pay the box</source>
        <translation>Box auszahlen</translation>
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
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>an exam is sat by a person: %1 cannot be used with --exam</source>
        <translation>eine Prüfung legt ein Mensch ab: %1 geht nicht zusammen mit --exam</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>unknown house %1; the houses are: %2</source>
        <translation>unbekanntes Haus %1; die Häuser sind: %2</translation>
    </message>
    <message>
        <source>no pack %1; the shipped packs are: %2</source>
        <translation>kein Paket %1; die mitgelieferten Pakete sind: %2</translation>
    </message>
    <message>
        <source>step %1 is listed twice</source>
        <translation>Schritt %1 steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>step %1 is past the last recorded action (step %2)</source>
        <translation>Schritt %1 liegt nach der letzten aufgezeichneten Handlung (Schritt %2)</translation>
    </message>
    <message>
        <source>step %1 (%2) is a correct action, not %3</source>
        <translation>Schritt %1 (%2) ist eine richtige Handlung, nicht %3</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake, not %4</source>
        <translation>Schritt %1 (%2) ist der Fehler %3, nicht %4</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake that errors_to_find does not list</source>
        <translation>Schritt %1 (%2) ist der Fehler %3, den errors_to_find nicht nennt</translation>
    </message>
    <message>
        <source>the recorded actions stop before the round ends (no end_round that finishes it)</source>
        <translation>die aufgezeichneten Handlungen hören vor dem Ende der Runde auf (kein end_round, das sie beendet)</translation>
    </message>
    <message>
        <source>bad card code %1: ranks are A 2-9 T J Q K, suits s h d c</source>
        <translation>ungültiger Kartencode %1: Werte sind A 2-9 T J Q K, Farben s h d c</translation>
    </message>
    <message>
        <source>card %1 appears more often than the shoe&apos;s %2 decks hold</source>
        <translation>die Karte %1 kommt öfter vor, als die %2 Kartenspiele des Schlittens enthalten</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; is not closed: add the missing &apos;%2&apos; (or a comma between entries) before line %3, column %4</source>
        <translation>diese &apos;%1&apos; ist nicht geschlossen: fügen Sie die fehlende &apos;%2&apos; (oder ein Komma zwischen den Einträgen) vor Zeile %3, Spalte %4 ein</translation>
    </message>
    <message>
        <source>this quote is never closed: add the closing quote at the end of the text</source>
        <translation>dieses Anführungszeichen wird nie geschlossen: setzen Sie das schliessende Anführungszeichen ans Ende des Textes</translation>
    </message>
    <message>
        <source>a tab character: YAML indents with spaces only; replace the tab with spaces</source>
        <translation>ein Tabulatorzeichen: YAML rückt nur mit Leerzeichen ein; ersetzen Sie den Tabulator durch Leerzeichen</translation>
    </message>
    <message>
        <source>duplicate key %1 (first given on line %2)</source>
        <translation>doppelter Schlüssel %1 (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>the required key %1 is missing</source>
        <translation>der nötige Schlüssel %1 fehlt</translation>
    </message>
    <message>
        <source>%1 is not a key; did you mean %2?</source>
        <translation>%1 ist kein Schlüssel; meinten Sie %2?</translation>
    </message>
    <message>
        <source>%1 is not a key here; the keys are: %2</source>
        <translation>%1 ist hier kein Schlüssel; die Schlüssel sind: %2</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>bet %1 is over the table maximum %2</source>
        <translation>der Einsatz %1 liegt über dem Tischmaximum %2</translation>
    </message>
    <message>
        <source>bet %1 is below the table minimum %2</source>
        <translation>der Einsatz %1 liegt unter dem Tischminimum %2</translation>
    </message>
    <message>
        <source>tag %1 is not allowed</source>
        <translation>das Tag %1 ist nicht erlaubt</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>Binärdaten (ein NUL-Byte), keine Textdatei</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>kein UTF-8-Text (Byte %1)</translation>
    </message>
    <message>
        <source>the file is more than the limit of %1 bytes</source>
        <translation>die Datei ist grösser als die Grenze von %1 Byte</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2</source>
        <translation>die Datei hat %1 Byte, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>no pack here (the file is empty or only comments); a pack is a mapping with %1</source>
        <translation>hier ist kein Paket (die Datei ist leer oder enthält nur Kommentare); ein Paket ist eine Zuordnung mit %1</translation>
    </message>
    <message>
        <source>unknown action %1; actions are: %2</source>
        <translation>unbekannte Handlung %1; die Handlungen sind: %2</translation>
    </message>
    <message>
        <source>box %1 is not on the table: %2 has boxes %3</source>
        <translation>Box %1 ist nicht am Tisch: %2 hat die Boxen %3</translation>
    </message>
    <message>
        <source>folder holds no .yaml pack files</source>
        <translation>der Ordner enthält keine .yaml-Paketdateien</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random</source>
        <translation>geben Sie eine SCENARIO-Datei oder --random an</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random, not both</source>
        <translation>geben Sie eine SCENARIO-Datei oder --random an, nicht beides</translation>
    </message>
    <message>
        <source>no amount: type a number such as %1</source>
        <translation>kein Betrag: geben Sie eine Zahl ein, etwa %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: type digits, such as %2</source>
        <translation>%1 ist kein Betrag: geben Sie Ziffern ein, etwa %2</translation>
    </message>
    <message>
        <source>%1 is not an amount: type a number such as %2</source>
        <translation>%1 ist kein Betrag: geben Sie eine Zahl ein, etwa %2</translation>
    </message>
    <message>
        <source>%1: thousands are grouped by three digits, such as 1 500</source>
        <translation>%1: Tausender werden in Dreiergruppen geschrieben, etwa 1 500</translation>
    </message>
    <message>
        <source>%1: one decimal mark, with one or two digits after it, such as %2</source>
        <translation>%1: ein Dezimalzeichen mit einer oder zwei Ziffern danach, etwa %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous (%2 or %3?): type %4 without a mark, or at most two decimals</source>
        <translation>%1 ist mehrdeutig (%2 oder %3?): schreiben Sie %4 ohne Zeichen oder höchstens zwei Dezimalen</translation>
    </message>
    <message>
        <source>%1: at most two decimals, such as %2</source>
        <translation>%1: höchstens zwei Dezimalen, etwa %2</translation>
    </message>
    <message>
        <source>%1: too long for an amount; type a plain number such as %2</source>
        <translation>%1: zu lang für einen Betrag; geben Sie eine einfache Zahl ein, etwa %2</translation>
    </message>
    <message>
        <source>%1 wants a whole number, got %2</source>
        <translation>%1 verlangt eine ganze Zahl, erhalten: %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 muss mindestens %2 sein, erhalten: %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 darf höchstens %2 sein, erhalten: %3</translation>
    </message>
    <message>
        <source>%1 wants a number of seconds, got %2</source>
        <translation>%1 verlangt eine Anzahl Sekunden, erhalten: %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0, got %2</source>
        <translation>%1 muss grösser als 0 sein, erhalten: %2</translation>
    </message>
    <message>
        <source>%1 is for the interactive quiz, not with --print</source>
        <translation>%1 gehört zum interaktiven Quiz, nicht zu --print</translation>
    </message>
    <message>
        <source>--json goes with --print N</source>
        <translation>--json gehört zu --print N</translation>
    </message>
    <message>
        <source>--trainee needs a name</source>
        <translation>--trainee braucht einen Namen</translation>
    </message>
    <message>
        <source>--house all works only with --print; name one house for a quiz</source>
        <translation>--house all geht nur mit --print; nennen Sie für ein Quiz ein Haus</translation>
    </message>
    <message>
        <source>unknown kind %1; the kinds are: %2</source>
        <translation>unbekannte Art %1; die Arten sind: %2</translation>
    </message>
    <message>
        <source>unknown point %1; the points are: %2</source>
        <translation>unbekannter Punkt %1; die Punkte sind: %2</translation>
    </message>
    <message>
        <source>no progress database in %1</source>
        <translation>keine Fortschrittsdatenbank in %1</translation>
    </message>
    <message>
        <source>no trainee named %1 in %2 (trainees: %3)</source>
        <translation>keine lernende Person namens %1 in %2 (Lernende: %3)</translation>
    </message>
    <message>
        <source>--day %1 is not a date (YYYY-MM-DD)</source>
        <translation>--day %1 ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1280x800</source>
        <translation>ungültige --size %1: schreiben Sie sie als 1280x800</translation>
    </message>
    <message>
        <source>a class needs a name</source>
        <translation>eine Klasse braucht einen Namen</translation>
    </message>
    <message>
        <source>a trainee needs a name</source>
        <translation>Auszubildende brauchen einen Namen</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN must be at least %1 digits</source>
        <translation>die PIN der Lehrkraft muss mindestens %1 Ziffern haben</translation>
    </message>
    <message>
        <source>there is already a class named %1</source>
        <translation>es gibt schon eine Klasse namens %1</translation>
    </message>
    <message>
        <source>name the class with --class (classes: %1)</source>
        <translation>nennen Sie die Klasse mit --class (Klassen: %1)</translation>
    </message>
    <message>
        <source>no class named %1 (classes: %2)</source>
        <translation>keine Klasse namens %1 (Klassen: %2)</translation>
    </message>
    <message>
        <source>wrong instructor PIN for class %1</source>
        <translation>falsche PIN der Lehrkraft für die Klasse %1</translation>
    </message>
    <message>
        <source>%1 is not on the list of class %2 (the list: %3)</source>
        <translation>%1 steht nicht auf der Liste der Klasse %2 (die Liste: %3)</translation>
    </message>
    <message>
        <source>the pass mark is a share between 0 and 1 (0.8 for 80%)</source>
        <translation>die Bestehensgrenze ist ein Anteil zwischen 0 und 1 (0.8 für 80%)</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 minutes</source>
        <translation>die Zeitgrenze muss mehr als 0 Minuten betragen</translation>
    </message>
    <message>
        <source>a time limit belongs to an exam: give a pass mark too</source>
        <translation>eine Zeitgrenze gehört zu einer Prüfung: geben Sie auch eine Bestehensgrenze an</translation>
    </message>
    <message>
        <source>--pass-mark %1: give a share such as 80% or 0.8</source>
        <translation>--pass-mark %1: geben Sie einen Anteil an, etwa 80% oder 0.8</translation>
    </message>
    <message>
        <source>sign in with the class and your name: --class CLASS --trainee NAME</source>
        <translation>melden Sie sich mit Klasse und Namen an: --class KLASSE --trainee NAME</translation>
    </message>
    <message>
        <source>no progress database at %1</source>
        <translation>keine Fortschrittsdatenbank unter %1</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: the port must be a whole number from 1 to 65535</source>
        <translation>die URL der Klassendatenbank %1 ist fehlerhaft: der Port muss eine ganze Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: an IPv6 address goes in square brackets, both of them: %2</source>
        <translation>die URL der Klassendatenbank %1 ist fehlerhaft: eine IPv6-Adresse steht in eckigen Klammern, beiden: %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: wrong name or password (login %2)</source>
        <translation>die Klassendatenbank %1 hat die Anmeldung abgelehnt: falscher Name oder falsches Passwort (Anmeldename %2)</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: too many connections for this login (%2): it may hold 10 at once; close the trainer windows it has open elsewhere</source>
        <translation>die Klassendatenbank %1 hat die Verbindung abgelehnt: zu viele Verbindungen für diese Anmeldung (%2): sie darf 10 gleichzeitig halten; schließen Sie die Trainerfenster, die sie anderswo offen hat</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: the server has no connection to spare (max_connections): close some trainer windows</source>
        <translation>die Klassendatenbank %1 hat die Verbindung abgelehnt: der Server hat keine Verbindung mehr frei (max_connections): schließen Sie einige Trainerfenster</translation>
    </message>
    <message>
        <source>%1 needs the class database&apos;s owner login (the instructor&apos;s --db); a trainee&apos;s login may only add and read the trainee&apos;s own record</source>
        <translation>%1 braucht die Eigentümer-Anmeldung der Klassendatenbank (das --db der Lehrkraft); die Anmeldung von Lernenden darf nur ihre eigenen Aufzeichnungen hinzufügen und lesen</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server wants a password for user %2: put it in the URL</source>
        <translation>die Klassendatenbank %1 hat die Anmeldung abgelehnt: der Server verlangt ein Passwort für den Benutzer %2: schreiben Sie es in die URL</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no user %2</source>
        <translation>die Klassendatenbank %1 hat die Anmeldung abgelehnt: der Server hat keinen Benutzer %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no database %2: check the end of the URL</source>
        <translation>die Klassendatenbank %1 hat die Anmeldung abgelehnt: der Server hat keine Datenbank %2: prüfen Sie das Ende der URL</translation>
    </message>
    <message>
        <source>cannot reach the class database %1: no server answers at %2 (%3)</source>
        <translation>die Klassendatenbank %1 ist nicht erreichbar: unter %2 antwortet kein Server (%3)</translation>
    </message>
    <message>
        <source>the class database %1 is not answering: %2</source>
        <translation>die Klassendatenbank %1 antwortet nicht: %2</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 ist keiner von %2</translation>
    </message>
    <message>
        <source>%1 is not a mapping of keys and values</source>
        <translation>%1 ist keine Zuordnung von Schlüsseln und Werten</translation>
    </message>
    <message>
        <source>%1 is not a list</source>
        <translation>%1 ist keine Liste</translation>
    </message>
    <message>
        <source>the list is empty: give at least one entry</source>
        <translation>die Liste ist leer: geben Sie mindestens einen Eintrag an</translation>
    </message>
    <message>
        <source>%1 is too small: it must be more than %2</source>
        <translation>%1 ist zu klein: es muss grösser als %2 sein</translation>
    </message>
    <message>
        <source>%1 is too large: it must be at most %2</source>
        <translation>%1 ist zu gross: es darf höchstens %2 sein</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 ist keine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>%1 is not an amount: write a number such as 150 or 262.5</source>
        <translation>%1 ist kein Betrag: schreiben Sie eine Zahl wie 150 oder 262.5</translation>
    </message>
    <message>
        <source>there is no bet %1 on the table</source>
        <translation>es gibt keinen Einsatz %1 auf dem Tisch</translation>
    </message>
    <message>
        <source>duplicate scenario id %1 (first used on line %2)</source>
        <translation>doppelte Szenario-ID %1 (zuerst in Zeile %2 verwendet)</translation>
    </message>
    <message>
        <source>no scenario %1 in this pack; its scenarios: %2</source>
        <translation>kein Szenario %1 in diesem Paket; seine Szenarien: %2</translation>
    </message>
    <message>
        <source>this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: %1)</source>
        <translation>das ist ein Szenariopaket, kein einzelnes Szenario: wählen Sie eines mit --scenario ID (seine Szenarien: %1)</translation>
    </message>
    <message>
        <source>a second document starts here (&apos;---&apos;): a pack is one document; remove this line</source>
        <translation>hier beginnt ein zweites Dokument (&apos;---&apos;): ein Paket ist ein Dokument; entfernen Sie diese Zeile</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above (the entry starts on line %1): indent this line exactly as far as the other keys of its entry</source>
        <translation>die Einrückung passt nicht zu den Zeilen darüber (der Eintrag beginnt in Zeile %1): rücken Sie diese Zeile genau so weit ein wie die anderen Schlüssel des Eintrags</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where none can be: is this line indented deeper than the keys beside it? (a value that holds &apos;: &apos; needs quotes)</source>
        <translation>ein &apos;:&apos; an einer Stelle, wo keiner stehen kann: ist diese Zeile tiefer eingerückt als die Schlüssel daneben? (ein Wert mit &apos;: &apos; braucht Anführungszeichen)</translation>
    </message>
    <message>
        <source>unacceptable character %1 (control characters are not allowed)</source>
        <translation>unzulässiges Zeichen %1 (Steuerzeichen sind nicht erlaubt)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1440x900</source>
        <translation>ungültige --size %1: schreiben Sie sie als 1440x900</translation>
    </message>
    <message>
        <source>--size %1 is out of range: at most %2</source>
        <translation>--size %1 liegt ausserhalb des Bereichs: höchstens %2</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: it is a folder, not a file</source>
        <translation>Der Screenshot %1 kann nicht geschrieben werden: Das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>Der Screenshot %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>--data %1 is a file, not a folder</source>
        <translation>--data %1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY is not set): run it on a desktop, under xvfb-run, or render it with --screenshot FILE</source>
        <translation>kein Bildschirm, auf dem sich das Fenster öffnen lässt (DISPLAY ist nicht gesetzt): Starten Sie es auf einem Desktop, unter xvfb-run, oder zeichnen Sie es mit --screenshot FILE</translation>
    </message>
    <message>
        <source>Qt cannot open a window on this X display: %1 is missing (on Debian or Ubuntu: apt install %2)</source>
        <translation>Qt kann auf diesem X-Bildschirm kein Fenster öffnen: %1 fehlt (unter Debian oder Ubuntu: apt install %2)</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <extracomment>the core&apos;s suggestion for a typo, anywhere in a sentence: &quot; (did you mean &apos;cosmopol&apos;?)&quot;.</extracomment>
        <translation>meinten Sie %1?</translation>
    </message>
</context>
<context>
    <name>ExamPaper</name>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>TO REVIEW: the instructor looks at rounds played faster than a person</source>
        <translation>ZU PRÜFEN: die Lehrkraft sieht sich Spiele an, die schneller als ein Mensch gespielt wurden</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Score: %1 (%2 clean of the exam&apos;s %3 rounds; %4 played)</source>
        <translation>Ergebnis: %1 (%2 fehlerfrei von den %3 Spielen der Prüfung; %4 gespielt)</translation>
    </message>
    <message>
        <source>Pass mark: %1 · time limit: %2</source>
        <translation>Bestehensgrenze: %1 · Zeitlimit: %2</translation>
    </message>
    <message>
        <source>This attempt does not count: the exam was closed or its attempts used up.</source>
        <translation>Dieser Versuch zählt nicht: die Prüfung war geschlossen oder die Versuche aufgebraucht.</translation>
    </message>
    <message>
        <source>Rounds after the time limit, not counted: %1</source>
        <translation>Spiele nach dem Zeitlimit, nicht gezählt: %1</translation>
    </message>
    <message>
        <source>Rounds of another scenario, not counted: %1</source>
        <translation>Spiele eines anderen Szenarios, nicht gezählt: %1</translation>
    </message>
    <message>
        <source>not played (failed)</source>
        <translation>nicht gespielt (nicht bestanden)</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>fehlerfrei</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>mit Fehlern</translation>
    </message>
    <message>
        <source>faster than a person</source>
        <translation>schneller als ein Mensch</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>Each round</source>
        <translation>Jedes Spiel</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Lernende(r)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Passed on</source>
        <translation>Bestanden am</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Verification code: %1 (trainer class verify %1)</source>
        <translation>Prüfcode: %1 (trainer class verify %1)</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>Black Jack dealer training: exam passed</source>
        <translation>Ausbildung zum Black-Jack-Croupier: Prüfung bestanden</translation>
    </message>
    <message>
        <source>The examiner’s signature</source>
        <translation>Unterschrift der prüfenden Person</translation>
    </message>
</context>
<context>
    <name>ExamSwitch</name>
    <message>
        <source>Exam mode</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Start an exam?</source>
        <translation>Eine Prüfung beginnen?</translation>
    </message>
    <message>
        <source>Leave the exam for training?</source>
        <translation>Die Prüfung für das Training verlassen?</translation>
    </message>
    <message>
        <source>The pack has ended: it starts again at round 1.</source>
        <translation>Das Paket ist zu Ende: es beginnt wieder bei Spiel 1.</translation>
    </message>
    <message>
        <source>The pack starts again at round 1 (you are at round %1 of %2).</source>
        <translation>Das Paket beginnt wieder bei Spiel 1 (Sie sind bei Spiel %1 von %2).</translation>
    </message>
    <message>
        <source>A new round is dealt.</source>
        <translation>Ein neues Spiel wird ausgeteilt.</translation>
    </message>
    <message>
        <source>The round in play is kept in your history as not finished.</source>
        <translation>Das laufende Spiel bleibt im Verlauf als nicht beendet.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Wechseln</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>no more bets</source>
        <extracomment>the settings key that says the guide has been played or skipped once. the procedure&apos;s phases in order, as the guide&apos;s order line names them, with the round states each covers.</extracomment>
        <translation>nichts geht mehr</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>erstes Austeilen</translation>
    </message>
    <message>
        <source>insurance, Black Jacks</source>
        <translation>Versicherung, Black Jacks</translation>
    </message>
    <message>
        <source>boxes&apos; play</source>
        <translation>Spiel der Boxen</translation>
    </message>
    <message>
        <source>dealer&apos;s hand</source>
        <translation>Hand des Croupiers</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message numerus="yes">
        <source>That is a whole round, with %n mistakes: the panel says what each one was. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>
            <numerusform>Das war ein ganzes Spiel, mit %n Fehler: Das Feld rechts sagt, welcher es war. &lt;b&gt;Enter&lt;/b&gt; teilt das nächste aus; &lt;b&gt;F1&lt;/b&gt; zeigt alle Tasten, und Hilfe ▸ Geführtes Spiel zeigt diese Führung noch einmal.</numerusform>
            <numerusform>Das war ein ganzes Spiel, mit %n Fehlern: Das Feld rechts sagt, welche es waren. &lt;b&gt;Enter&lt;/b&gt; teilt das nächste aus; &lt;b&gt;F1&lt;/b&gt; zeigt alle Tasten, und Hilfe ▸ Geführtes Spiel zeigt diese Führung noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is a whole round, dealt by the book. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>Das war ein ganzes Spiel, nach Vorschrift. &lt;b&gt;Enter&lt;/b&gt; teilt das nächste aus; &lt;b&gt;F1&lt;/b&gt; zeigt alle Tasten, und Hilfe ▸ Geführtes Spiel zeigt diese Führung noch einmal.</translation>
    </message>
    <message>
        <source>Wait for the players.</source>
        <translation>Warten Sie auf die Spieler.</translation>
    </message>
    <message>
        <source>The bets are placed. Close the betting: press &lt;b&gt;N&lt;/b&gt; (or &lt;b&gt;Enter&lt;/b&gt;). The round&apos;s clock starts with your first action.</source>
        <translation>Die Einsätze liegen. Schliessen Sie die Einsätze: &lt;b&gt;N&lt;/b&gt; (oder &lt;b&gt;Enter&lt;/b&gt;). Die Uhr des Spiels läuft ab Ihrer ersten Handlung.</translation>
    </message>
    <message>
        <source>Now a card to yourself: press &lt;b&gt;D&lt;/b&gt;, or click the dealer&apos;s place.</source>
        <translation>Jetzt eine Karte an Sie selbst: &lt;b&gt;D&lt;/b&gt;, oder den Platz des Croupiers anklicken.</translation>
    </message>
    <message>
        <source>Deal in order, from your left: the next card goes to box %1. Press %2, or click the box&apos;s card place.</source>
        <translation>Der Reihe nach austeilen, von Ihrer Linken: die nächste Karte geht an Box %1. %2 drücken oder den Kartenplatz der Box anklicken.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: press %2, or click its cards.</source>
        <translation>Hand %1 will eine Karte: %2 drücken oder ihre Karten anklicken.</translation>
    </message>
    <message>
        <source>Hand %1 wants to %2 and may: press &lt;b&gt;A&lt;/b&gt; to accept.</source>
        <translation>Hand %1 will %2 und darf es: &lt;b&gt;A&lt;/b&gt; zum Annehmen.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet, which the house refuses. Select %2: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>%1 ist mehr als der halbe Einsatz, das Haus lehnt sie ab. %2 wählen: die Jetons anklicken oder &lt;b&gt;Tab&lt;/b&gt;, bis sie markiert ist.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet: press &lt;b&gt;X&lt;/b&gt; to refuse it.</source>
        <translation>%1 ist mehr als der halbe Einsatz: &lt;b&gt;X&lt;/b&gt; drücken, um sie abzulehnen.</translation>
    </message>
    <message>
        <source>Hand %1 asks for something the house does not allow: press &lt;b&gt;X&lt;/b&gt; to refuse.</source>
        <translation>Hand %1 will etwas, das das Haus nicht erlaubt: &lt;b&gt;X&lt;/b&gt; zum Ablehnen.</translation>
    </message>
    <message>
        <source>You show an ace: offer insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Sie zeigen ein Ass: Versicherung anbieten mit &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The players have answered: close insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Die Spieler haben geantwortet: Versicherung schliessen mit &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every bet is settled: end the round with &lt;b&gt;E&lt;/b&gt;.</source>
        <translation>Alle Einsätze sind abgerechnet: das Spiel mit &lt;b&gt;E&lt;/b&gt; beenden.</translation>
    </message>
    <message>
        <source>Settle from your right to your left. Select %1: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>Von Ihrer Rechten nach links abrechnen. %1 wählen: die Jetons anklicken oder &lt;b&gt;Tab&lt;/b&gt;, bis er markiert ist.</translation>
    </message>
    <message>
        <source>%1 lost: press &lt;b&gt;C&lt;/b&gt; to collect it.</source>
        <translation>%1 hat verloren: &lt;b&gt;C&lt;/b&gt; zum Einziehen.</translation>
    </message>
    <message>
        <source>%1 ties with you: press &lt;b&gt;U&lt;/b&gt; to push it (stand-off).</source>
        <translation>%1 steht gleich mit Ihnen: &lt;b&gt;U&lt;/b&gt; für Stand-off.</translation>
    </message>
    <message>
        <source>%1 wins %2: press &lt;b&gt;P&lt;/b&gt;, type &lt;b&gt;%2&lt;/b&gt; and press &lt;b&gt;Enter&lt;/b&gt; (or build the amount with the panel&apos;s chips, then Pay).</source>
        <translation>%1 gewinnt %2: &lt;b&gt;P&lt;/b&gt; drücken, &lt;b&gt;%2&lt;/b&gt; tippen und &lt;b&gt;Enter&lt;/b&gt; (oder den Betrag mit den Jetons der Leiste bilden, dann Zahlen).</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>This round is spot the error: watch the recorded dealer (&lt;b&gt;Space&lt;/b&gt; plays, &lt;b&gt;→&lt;/b&gt; steps), mark each wrong step with &lt;b&gt;M&lt;/b&gt; and finish with &lt;b&gt;F&lt;/b&gt;. The guide deals with you again in the next dealing round.</source>
        <translation>Dieses Spiel ist Finde den Fehler: dem aufgezeichneten Croupier zusehen (&lt;b&gt;Leertaste&lt;/b&gt; spielt ab, &lt;b&gt;→&lt;/b&gt; geht einen Schritt), jeden falschen Schritt mit &lt;b&gt;M&lt;/b&gt; markieren und mit &lt;b&gt;F&lt;/b&gt; abschliessen. Im nächsten Spiel, das Sie austeilen, führt die Anleitung wieder.</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <extracomment>the guide was closed: True when the round was played to its end, False when skipped. the hint has been brought up to date with the round (after a key or a click).</extracomment>
        <translation>Führung überspringen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <source>Exam mode: the guide gives no hints during an exam. Untick &lt;b&gt;Exam mode&lt;/b&gt; to be guided.</source>
        <translation>Prüfung: während einer Prüfung gibt die Anleitung keine Hinweise. &lt;b&gt;Prüfung&lt;/b&gt; abwählen, um geführt zu werden.</translation>
    </message>
    <message>
        <source>Guided round: done</source>
        <translation>Geführtes Spiel: fertig</translation>
    </message>
    <message>
        <source>Guided round · hint %1</source>
        <translation>Geführtes Spiel · Hinweis %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>check a round&apos;s dealer actions against the procedure</source>
        <extracomment>an action list is a few dozen lines; anything past this is not one.</extracomment>
        <translation>die Handlungen des Croupiers in einer Runde mit dem Ablauf vergleichen</translation>
    </message>
    <message>
        <source>scenario file (minimal form, see docs/procedure.md) or a scenario pack</source>
        <translation>Szenariodatei (Kurzform, siehe docs/procedure.md) oder ein Szenariopaket</translation>
    </message>
    <message>
        <source>with a scenario pack: the id of the scenario to run</source>
        <translation>mit einem Szenariopaket: die Kennung des Szenarios</translation>
    </message>
    <message>
        <source>the dealer&apos;s actions, one a line, # comments</source>
        <translation>die Handlungen des Croupiers, eine pro Zeile, # Kommentare</translation>
    </message>
    <message>
        <source>let the reference dealer play the round</source>
        <translation>den Referenz-Croupier die Runde spielen lassen</translation>
    </message>
    <message>
        <source>a random round instead of a scenario file</source>
        <translation>eine Zufallsrunde statt einer Szenariodatei</translation>
    </message>
    <message>
        <source>seed of the random round</source>
        <translation>Startwert der Zufallsrunde</translation>
    </message>
    <message>
        <source>with --random: a round in which this procedure point happens</source>
        <translation>mit --random: eine Runde, in der dieser Ablaufpunkt vorkommt</translation>
    </message>
    <message>
        <source>house rules pack (default %1)</source>
        <translation>Hausregelpaket (Standard %1)</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>ein JSON-Objekt ausgeben</translation>
    </message>
    <message>
        <source>save the round as a scenario file</source>
        <translation>die Runde als Szenariodatei speichern</translation>
    </message>
    <message>
        <source>print the procedure as a mermaid state diagram</source>
        <translation>den Ablauf als Mermaid-Zustandsdiagramm ausgeben</translation>
    </message>
    <message>
        <source>the class (default: the only one)</source>
        <translation>die Klasse (Standard: die einzige)</translation>
    </message>
    <message>
        <source>set up a class on the class database (PostgreSQL) and show today&apos;s overview</source>
        <translation>eine Klasse in der Klassendatenbank (PostgreSQL) einrichten und die heutige Übersicht zeigen</translation>
    </message>
    <message>
        <source>Without a subcommand: today&apos;s overview of a class (--json for the JSON the Class view shows). Subcommands set the class up.</source>
        <translation>Ohne Unterbefehl: die heutige Übersicht einer Klasse (--json für das JSON, das die Klassenansicht zeigt). Die Unterbefehle richten die Klasse ein.</translation>
    </message>
    <message>
        <source>print the overview as one JSON object</source>
        <translation>die Übersicht als ein JSON-Objekt ausgeben</translation>
    </message>
    <message>
        <source>the overview of another day (default: today)</source>
        <translation>die Übersicht eines anderen Tages (Standard: heute)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the class database&apos;s owner login)</source>
        <translation>die PIN der Lehrkraft (nicht nötig mit der Eigentümer-Anmeldung der Klassendatenbank)</translation>
    </message>
    <message>
        <source>make a class with its instructor&apos;s PIN</source>
        <translation>eine Klasse mit der PIN ihrer Lehrkraft anlegen</translation>
    </message>
    <message>
        <source>list the classes and their trainees</source>
        <translation>die Klassen und ihre Auszubildenden auflisten</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (digits, at least 4): needed in a SQLite file only</source>
        <translation>die PIN des Ausbilders (Ziffern, mindestens 4): nur in einer SQLite-Datei nötig</translation>
    </message>
    <message>
        <source>put trainees on the class list; on a class server each gets a login and a password, printed once</source>
        <translation>Schüler in die Klassenliste aufnehmen; auf einem Klassenserver bekommt jeder eine Anmeldung und ein Passwort, einmal ausgegeben</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (a class in a SQLite file)</source>
        <translation>die PIN des Ausbilders (eine Klasse in einer SQLite-Datei)</translation>
    </message>
    <message>
        <source>give a trainee&apos;s login a new password (printed once); the old one stops working at once</source>
        <translation>der Anmeldung eines Schülers ein neues Passwort geben (einmal ausgegeben); das alte gilt sofort nicht mehr</translation>
    </message>
    <message>
        <source>assign a pack to the class or a trainee; an exam with --pass-mark</source>
        <translation>der Klasse oder einer Person ein Paket zuweisen; eine Prüfung mit --pass-mark</translation>
    </message>
    <message>
        <source>a shipped pack&apos;s id or a pack file</source>
        <translation>Kennung eines mitgelieferten Pakets oder eine Paketdatei</translation>
    </message>
    <message>
        <source>only this trainee (default: the whole class)</source>
        <translation>nur diese Person (Standard: die ganze Klasse)</translation>
    </message>
    <message>
        <source>the house to play it in (default: the pack&apos;s)</source>
        <translation>das Haus, in dem gespielt wird (Standard: das des Pakets)</translation>
    </message>
    <message>
        <source>an exam: share of clean rounds to pass (80%% or 0.8)</source>
        <translation>eine Prüfung: Anteil fehlerfreier Runden zum Bestehen (80%% oder 0,8)</translation>
    </message>
    <message>
        <source>the exam&apos;s time limit in minutes</source>
        <translation>die Zeitgrenze der Prüfung in Minuten</translation>
    </message>
    <message>
        <source>the exam closes at the end of this day (YYYY-MM-DD) or at YYYY-MM-DDTHH:MM</source>
        <translation>die Prüfung schließt am Ende dieses Tages (JJJJ-MM-TT) oder um JJJJ-MM-TTTHH:MM</translation>
    </message>
    <message>
        <source>attempts each trainee has (default 1)</source>
        <translation>Versuche je Schüler (Standard 1)</translation>
    </message>
    <message>
        <source>open the Class window: today&apos;s overview, live (the instructor&apos;s PIN)</source>
        <translation>das Klassenfenster öffnen: die heutige Übersicht, laufend (PIN der Lehrkraft)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the owner login)</source>
        <translation>die PIN der Lehrkraft (nicht nötig mit der Eigentümer-Anmeldung)</translation>
    </message>
    <message>
        <source>render the window to a PNG and exit</source>
        <translation>das Fenster als PNG speichern und beenden</translation>
    </message>
    <message>
        <source>with --screenshot: the window&apos;s size</source>
        <translation>mit --screenshot: die Fenstergröße</translation>
    </message>
    <message>
        <source>the class report, one line per trainee</source>
        <translation>der Klassenbericht, eine Zeile pro Person</translation>
    </message>
    <message>
        <source>grant a trainee one more attempt at an exam (the owner&apos;s login)</source>
        <translation>einem Schüler einen weiteren Prüfungsversuch geben (Anmeldung des Eigentümers)</translation>
    </message>
    <message>
        <source>accept an attempt marked &apos;faster than a person&apos; (--reject: count it failed)</source>
        <translation>einen als &apos;schneller als ein Mensch&apos; markierten Versuch annehmen (--reject: als nicht bestanden zählen)</translation>
    </message>
    <message>
        <source>a passed exam&apos;s certificate as a one-page PDF (the owner&apos;s login)</source>
        <translation>das Zertifikat einer bestandenen Prüfung als einseitiges PDF (Anmeldung des Eigentümers)</translation>
    </message>
    <message>
        <source>the exam&apos;s pack</source>
        <translation>das Paket der Prüfung</translation>
    </message>
    <message>
        <source>the rounds were not played by a person: failed</source>
        <translation>die Runden wurden nicht von einem Menschen gespielt: nicht bestanden</translation>
    </message>
    <message>
        <source>check a certificate&apos;s verification code (the owner&apos;s login)</source>
        <translation>den Prüfcode eines Zertifikats prüfen (Anmeldung des Eigentümers)</translation>
    </message>
    <message>
        <source>gone: each trainee has a login of their own (class add)</source>
        <translation>entfallen: jeder Schüler hat eine eigene Anmeldung (class add)</translation>
    </message>
    <message>
        <source>print [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] for a script</source>
        <translation>[{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] für ein Skript ausgeben</translation>
    </message>
    <message>
        <source>write sign-in slips to cut out (the table is not printed)</source>
        <translation>Anmeldezettel zum Ausschneiden schreiben (die Tabelle wird nicht ausgegeben)</translation>
    </message>
    <message>
        <source>list the house rules packs (and validate them)</source>
        <translation>die Hausregelpakete auflisten (und prüfen)</translation>
    </message>
    <message>
        <source>house names or pack files (default: every shipped house)</source>
        <translation>Hausnamen oder Paketdateien (Standard: alle mitgelieferten Häuser)</translation>
    </message>
    <message>
        <source>Practise the Black Jack dealer&apos;s procedure under several casinos&apos; house rules.</source>
        <extracomment>the modules of the subcommands, in the order --help lists them, and the commands each adds. A module is imported only when its command runs (or for --help): ``trainer gui`` loads neither the drills, nor the reports, nor the class database before the window paints.</extracomment>
        <translation>Den Ablauf des Black-Jack-Croupiers unter den Hausregeln mehrerer Casinos üben.</translation>
    </message>
    <message>
        <source>show the trainer&apos;s version and exit</source>
        <translation>die Version des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>the language of everything a person reads (%1; default: the system&apos;s, else en)</source>
        <translation>die Sprache von allem, was man liest (%1; Standard: die des Systems, sonst en)</translation>
    </message>
    <message>
        <source>open the dealer&apos;s table (the desktop app)</source>
        <translation>den Croupiertisch öffnen (die Desktop-App)</translation>
    </message>
    <message>
        <source>scenario pack: a file, or a shipped pack&apos;s id; &apos;none&apos; for free play (default: the first shipped pack of the house, else free play)</source>
        <translation>Szenariopaket: eine Datei oder die Kennung eines mitgelieferten Pakets; &apos;none&apos; für freies Spiel (Standard: das erste mitgelieferte Paket des Hauses, sonst freies Spiel)</translation>
    </message>
    <message>
        <source>first random round&apos;s seed in free play (default 0)</source>
        <translation>Startwert der ersten Zufallsrunde im freien Spiel (Standard 0)</translation>
    </message>
    <message>
        <source>deal the first round to the first player decision, save the window as a PNG and exit</source>
        <translation>die erste Runde bis zur ersten Spielerentscheidung geben, das Fenster als PNG speichern und beenden</translation>
    </message>
    <message>
        <source>exam mode: mistakes are shown only at the end of each round (a person&apos;s: not with --screenshot or --stop-at)</source>
        <translation>Prüfungsmodus: Fehler erst am Ende jeder Runde zeigen (für einen Menschen: nicht mit --screenshot oder --stop-at)</translation>
    </message>
    <message>
        <source>with --screenshot: where the reference dealer stops (default: decision); never with --exam</source>
        <translation>mit --screenshot: wo der Referenzcroupier anhält (Standard: decision); nie mit --exam</translation>
    </message>
    <message>
        <source>with --screenshot: window size (at least %1; a smaller one is raised to it)</source>
        <translation>mit --screenshot: Fenstergröße (mindestens %1; eine kleinere wird darauf angehoben)</translation>
    </message>
    <message>
        <source>whose progress is recorded (default: whoever trained last, else your login name)</source>
        <translation>wessen Fortschritt gespeichert wird (Standard: wer zuletzt geübt hat, sonst Ihr Anmeldename)</translation>
    </message>
    <message>
        <source>a class station: sign --trainee in to this class on the class database (--db)</source>
        <translation>eine Klassenstation: --trainee in dieser Klasse der Klassendatenbank anmelden (--db)</translation>
    </message>
    <message>
        <source>a house&apos;s mathematics: the dealer&apos;s totals, basic strategy, house edge, side bets</source>
        <translation>die Mathematik eines Hauses: Endsummen des Croupiers, Grundstrategie, Hausvorteil, Nebenwetten</translation>
    </message>
    <message>
        <source>Compute, exactly from the shoe, the dealer&apos;s final totals by up card, the basic strategy for the house&apos;s rules, the house edge with it, what each rule is worth, and each side bet&apos;s win probability and house edge.</source>
        <translation>Genau aus dem Schlitten berechnen: die Endsummen des Croupiers nach offener Karte, die Grundstrategie für die Hausregeln, den Hausvorteil damit, was jede Regel wert ist, sowie Gewinnchance und Hausvorteil jeder Nebenwette.</translation>
    </message>
    <message>
        <source>a house name or pack file (default %1)</source>
        <translation>ein Hausname oder eine Paketdatei (Standard %1)</translation>
    </message>
    <message>
        <source>print one JSON object instead of the text</source>
        <translation>ein JSON-Objekt statt des Textes ausgeben</translation>
    </message>
    <message>
        <source>practise your weak points, a speed run or the daily challenge in the terminal</source>
        <extracomment>what the trainee may type, in the procedure&apos;s notation (the same in every language).</extracomment>
        <translation>Schwachstellen, einen Schnelllauf oder die Tagesaufgabe im Terminal üben</translation>
    </message>
    <message>
        <source>Practise in the terminal: type the dealer&apos;s actions as in trainer check.</source>
        <translation>Im Terminal üben: die Handlungen des Croupiers wie in trainer check eingeben.</translation>
    </message>
    <message>
        <source>whose progress to read and record</source>
        <translation>wessen Fortschritt gelesen und gespeichert wird</translation>
    </message>
    <message>
        <source>speed run: N focused rounds, only time and mistakes</source>
        <translation>Schnelllauf: N gezielte Runden, nur Zeit und Fehler</translation>
    </message>
    <message>
        <source>today&apos;s challenge: %1 rounds, the same for everyone</source>
        <translation>die Tagesaufgabe: %1 Runden, für alle gleich</translation>
    </message>
    <message>
        <source>spaced review (FSRS): the skills due today, most overdue first</source>
        <translation>verteilte Wiederholung (FSRS): die heute fälligen Fertigkeiten, die überfälligsten zuerst</translation>
    </message>
    <message>
        <source>with --review: exercises (default %1)</source>
        <translation>mit --review: Übungen (Standard %1)</translation>
    </message>
    <message>
        <source>with --speed: the point (default: the house&apos;s points in turn)</source>
        <translation>mit --speed: der Punkt (Standard: die Punkte des Hauses der Reihe nach)</translation>
    </message>
    <message>
        <source>seed (default: from the clock)</source>
        <translation>Startwert (Standard: von der Uhr)</translation>
    </message>
    <message>
        <source>most exercises in a practice session</source>
        <translation>höchstens so viele Übungen in einer Übungseinheit</translation>
    </message>
    <message>
        <source>skills file (target times and mastery; default the shipped one)</source>
        <translation>Fertigkeitendatei (Zielzeiten und Beherrschung; Standard die mitgelieferte)</translation>
    </message>
    <message>
        <source>the reference dealer plays and answers (a dry run)</source>
        <translation>der Referenz-Croupier spielt und antwortet (ein Probelauf)</translation>
    </message>
    <message>
        <source>payout drills: print questions or quiz yourself in the terminal</source>
        <extracomment>questions in an interactive quiz when neither --count nor --seconds is given. the most questions --print will write; more is a typo, not a drill. a bad option, or a progress database that cannot be used. the quiz was stopped with Ctrl-C (128 + SIGINT, as shells report it). the session mode of a terminal quiz in the progress database.</extracomment>
        <translation>Auszahlungsübungen: Fragen ausgeben oder sich im Terminal abfragen</translation>
    </message>
    <message>
        <source>Payout drills: how much does the dealer pay? Type the amount; q or end of input stops.</source>
        <translation>Auszahlungsübungen: Wie viel zahlt der Croupier? Betrag eingeben; q oder Ende der Eingabe beendet.</translation>
    </message>
    <message>
        <source>house rules pack (default %1); with --print, &apos;all&apos; mixes every house</source>
        <translation>Hausregelpaket (Standard %1); mit --print mischt &apos;all&apos; alle Häuser</translation>
    </message>
    <message>
        <source>print N questions with their answers and exit</source>
        <translation>N Fragen mit ihren Antworten ausgeben und beenden</translation>
    </message>
    <message>
        <source>with --print: one JSON object a line</source>
        <translation>mit --print: ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <source>seed: the same seed asks the same questions, in the order --print N --seed S prints them (without a seed the quiz adapts to your answers)</source>
        <translation>Startwert: derselbe Startwert stellt dieselben Fragen, in der Reihenfolge, in der --print N --seed S sie ausgibt (ohne Startwert passt sich die Abfrage Ihren Antworten an)</translation>
    </message>
    <message>
        <source>questions in the quiz (default %1 when untimed)</source>
        <translation>Fragen in der Abfrage (Standard %1 ohne Zeitgrenze)</translation>
    </message>
    <message>
        <source>end the quiz after T seconds</source>
        <translation>die Abfrage nach T Sekunden beenden</translation>
    </message>
    <message>
        <source>only these kinds: %1</source>
        <translation>nur diese Arten: %1</translation>
    </message>
    <message>
        <source>record every answer in this trainee&apos;s progress (created if new); without it nothing is saved</source>
        <translation>jede Antwort im Fortschritt dieser Person speichern (neu angelegt, falls nötig); ohne wird nichts gespeichert</translation>
    </message>
    <message>
        <source>Payout drills.</source>
        <translation>Auszahlungsübungen.</translation>
    </message>
    <message>
        <source>write a trainee&apos;s progress report (PDF) or export sessions and mistakes (CSV)</source>
        <translation>den Fortschrittsbericht einer Person schreiben (PDF) oder Einheiten und Fehler exportieren (CSV)</translation>
    </message>
    <message>
        <source>Write a trainee&apos;s progress report as PDF, or export the trainee&apos;s sessions and mistakes as CSV (FILE gets the sessions, FILE-mistakes.csv beside it the mistakes).</source>
        <translation>Den Fortschrittsbericht einer Person als PDF schreiben oder ihre Einheiten und Fehler als CSV exportieren (DATEI erhält die Einheiten, DATEI-mistakes.csv daneben die Fehler).</translation>
    </message>
    <message>
        <source>the trainee&apos;s name (any case)</source>
        <translation>der Name der Person (Groß- oder Kleinschreibung egal)</translation>
    </message>
    <message>
        <source>write the PDF report to FILE</source>
        <translation>den PDF-Bericht in DATEI schreiben</translation>
    </message>
    <message>
        <source>write sessions to FILE and mistakes to FILE-mistakes.csv</source>
        <translation>Einheiten in DATEI und Fehler in DATEI-mistakes.csv schreiben</translation>
    </message>
    <message>
        <source>check scenario packs: structure, game rules, and a replay of every scenario</source>
        <translation>Szenariopakete prüfen: Aufbau, Spielregeln und ein Nachspielen jedes Szenarios</translation>
    </message>
    <message>
        <source>Check scenario packs and print one line per problem (file:line:column: key: message), or &apos;OK path (N scenarios)&apos;. Exits 2 if any pack has a problem.</source>
        <translation>Szenariopakete prüfen und eine Zeile pro Problem ausgeben (Datei:Zeile:Spalte: Schlüssel: Meldung) oder &apos;OK Pfad (N Szenarien)&apos;. Endet mit 2, wenn ein Paket ein Problem hat.</translation>
    </message>
    <message>
        <source>pack files, or folders of *.yaml packs (default: the shipped packs)</source>
        <translation>Paketdateien oder Ordner mit *.yaml-Paketen (Standard: die mitgelieferten Pakete)</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <extracomment>the placeholders&apos; names in usage lines (``--house HOUSE``); letters (N, S, WxH) stay.</extracomment>
        <translation>BEFEHL</translation>
    </message>
    <message>
        <source>SUBCOMMAND</source>
        <translation>UNTERBEFEHL</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>KLASSE</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>HOUSE</source>
        <translation>HAUS</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>KENNUNG</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>PACK</source>
        <translation>PAKET</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>PUNKT</translation>
    </message>
    <message>
        <source>SHARE</source>
        <translation>ANTEIL</translation>
    </message>
    <message>
        <source>TRAINEE</source>
        <translation>PERSON</translation>
    </message>
    <message>
        <source>SCENARIO</source>
        <translation>SZENARIO</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>STARTWERT</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>ANZAHL</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <source>%1 is not one of: %2; did you mean %3?</source>
        <translation>%1 ist keins von: %2; meinten Sie %3?</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 ist keins von: %2</translation>
    </message>
    <message>
        <source>(see %1 --help)</source>
        <translation>(siehe %1 --help)</translation>
    </message>
    <message>
        <source>folder of the progress database (default: %1)</source>
        <translation>Ordner der Fortschrittsdatenbank (Standard: %1)</translation>
    </message>
    <message>
        <source>the progress database: postgresql://user@host:port/db for a class server, or a SQLite file (path or sqlite:///path); default: $TRAINER_DB, else progress.sqlite3 in --data</source>
        <translation>die Fortschrittsdatenbank: postgresql://user@host:port/db für einen Klassenserver oder eine SQLite-Datei (Pfad oder sqlite:///pfad); Standard: $TRAINER_DB, sonst progress.sqlite3 in --data</translation>
    </message>
</context>
<context>
    <name>HistoryExams</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): %1; %2.</source>
        <translation>Die Karten gehen in Tischreihenfolge ab Box 1 (links vom Croupier): %1; %2.</translation>
    </message>
    <message>
        <source>in the first deal one card to each box, one to the dealer, then each box&apos;s second card</source>
        <extracomment>the house&apos;s first deal (rules.deal_order) -&gt; how it goes.</extracomment>
        <translation>beim ersten Austeilen eine Karte an jede Box, eine an den Croupier, dann die zweite Karte jeder Box</translation>
    </message>
    <message>
        <source>in the first deal a card to each box, each box&apos;s second card, and only then the dealer&apos;s card</source>
        <translation>beim ersten Austeilen eine Karte an jede Box, die zweite Karte jeder Box, und erst dann die Karte des Croupiers</translation>
    </message>
    <message>
        <source>then each hand is finished before the next</source>
        <extracomment>the house&apos;s extra cards (rules.hit_order) -&gt; how they go.</extracomment>
        <translation>danach wird jede Hand fertig gespielt vor der nächsten</translation>
    </message>
    <message>
        <source>then one card a hand round the table, box 1 to the last, until every hand has finished</source>
        <translation>danach eine Karte pro Hand reihum, von Box 1 bis zur letzten, bis jede Hand fertig ist</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: %1.</source>
        <translation>Nebenwetten werden zuerst abgerechnet, von rechts des Croupiers: %1.</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: %1.</source>
        <translation>Eine Nebenwette wird erst abgerechnet, wenn sie entschieden ist: %1.</translation>
    </message>
    <message>
        <source>%1 right after the first deal</source>
        <translation>%1 gleich nach dem ersten Austeilen</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand, before insurance and the main bets</source>
        <translation>%1 auf der fertigen Hand des Croupiers, vor Versicherung und Haupteinsätzen</translation>
    </message>
    <message>
        <source>%1 after the first deal</source>
        <translation>%1 nach dem ersten Austeilen</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand</source>
        <translation>%1 auf der fertigen Hand des Croupiers</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
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
        <translation>Tschechische Variante</translation>
    </message>
    <message>
        <source>Dutch casino (Holland style)</source>
        <translation>Niederländisches Casino (Holland-Stil)</translation>
    </message>
    <message>
        <source>Swedish restaurant casino</source>
        <translation>Schwedisches Restaurantcasino</translation>
    </message>
    <message>
        <source>Swiss casino (Swiss Jack)</source>
        <translation>Schweizer Casino (Swiss Jack)</translation>
    </message>
</context>
<context>
    <name>LoginSlips</name>
    <message>
        <source>Sign-in for the Croupier trainer: class %1</source>
        <extracomment>the slip&apos;s labels, in English: the source texts the .ts files translate.</extracomment>
        <translation>Anmeldung für den Croupier-Trainer: Klasse %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldename</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Keep this slip to yourself: the password is yours alone.</source>
        <translation>Behalten Sie diesen Zettel für sich: Das Passwort gehört nur Ihnen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Keys: 1-9 box (0 = 10; split box: then 1/2/3) · D dealer · Tab select bet · P pay · C collect · U push · I insurance · A accept / X refuse request · N no more bets · E end round · Enter no more bets / next round · F1 help</source>
        <extracomment>Qt key -&gt; the window command it runs. a dealer&apos;s button -&gt; the key its tooltip names.</extracomment>
        <translation>Tasten: 1-9 Box (0 = 10; geteilte Box: dann 1/2/3) · D Croupier · Tab Einsatz wählen · P auszahlen · C einziehen · U Stand-off · I Versicherung · A annehmen / X ablehnen · N nichts geht mehr · E Spiel beenden · Enter nichts geht mehr / nächstes Spiel · F1 Hilfe</translation>
    </message>
    <message>
        <source>A box (0 is box 10; with more than 9 boxes, type both digits). From no more bets until the boxes are done (deal, insurance, Black Jack payouts, play) it deals the box a card; afterwards it selects the box&apos;s bet.</source>
        <translation>Eine Box (0 ist Box 10; bei mehr als 9 Boxen beide Ziffern tippen). Von «nichts geht mehr» bis die Boxen fertig sind (Austeilen, Versicherung, Black-Jack-Auszahlung, Spiel) gibt sie der Box eine Karte; danach wählt sie den Einsatz der Box.</translation>
    </message>
    <message>
        <source>then 1, 2, 3</source>
        <translation>dann 1, 2, 3</translation>
    </message>
    <message>
        <source>In a split box, the hand: 3 then 2 is hand 3.2 (Enter: the hand being served).</source>
        <translation>In einer geteilten Box die Hand: 3 dann 2 ist Hand 3.2 (Enter: die Hand, die gerade bedient wird).</translation>
    </message>
    <message>
        <source>A card to the dealer.</source>
        <translation>Eine Karte an den Croupier.</translation>
    </message>
    <message>
        <source>Tab: the next bet in the dealer&apos;s order (settlement: from your right), Shift+Tab the one before; → ← the bet to the right or left.</source>
        <translation>Tab: der nächste Einsatz in der Reihenfolge des Croupiers (Abrechnung: von Ihrer Rechten aus), Shift+Tab der vorige; → ← der Einsatz rechts oder links.</translation>
    </message>
    <message>
        <source>Pay the selected bet the amount typed (empty: type it, then Enter).</source>
        <translation>Den getippten Betrag auf den gewählten Einsatz auszahlen (leer: tippen, dann Enter).</translation>
    </message>
    <message>
        <source>Collect the selected bet.</source>
        <translation>Den gewählten Einsatz einziehen.</translation>
    </message>
    <message>
        <source>Push the selected bet (stand-off). Where the player may leave it on the box for the next round (Casino Cosmopol), it is still a push.</source>
        <translation>Stand-off für den gewählten Einsatz. Wo der Spieler ihn für das nächste Spiel auf der Box lassen darf (Casino Cosmopol), ist es trotzdem ein Stand-off.</translation>
    </message>
    <message>
        <source>Offer insurance, or close it when it is open.</source>
        <translation>Versicherung anbieten, oder schliessen, wenn sie offen ist.</translation>
    </message>
    <message>
        <source>Accept / refuse the player&apos;s double or split; while insurance is open, X refuses the selected insurance.</source>
        <translation>Doppeln oder Teilen des Spielers annehmen / ablehnen; bei offener Versicherung lehnt X die gewählte Versicherung ab.</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Nichts geht mehr.</translation>
    </message>
    <message>
        <source>End the round.</source>
        <translation>Das Spiel beenden.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Before the deal: no more bets. After the round: the next round. In the amount field: pay. Mid-round it ends nothing: E ends the round.</source>
        <translation>Vor dem Austeilen: nichts geht mehr. Nach dem Spiel: das nächste. Im Betragsfeld: auszahlen. Mitten im Spiel beendet es nichts: E beendet das Spiel.</translation>
    </message>
    <message>
        <source>Clear the selection (in the amount field: back to the table).</source>
        <translation>Auswahl aufheben (im Betragsfeld: zurück zum Tisch).</translation>
    </message>
    <message>
        <source>Each does what its button under the table does; while the button is greyed out, its key does nothing either.</source>
        <translation>Jede tut, was ihr Knopf unter dem Tisch tut; ist der Knopf ausgegraut, tut auch die Taste nichts.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>A click on a hand&apos;s cards (or its empty card place) does what its digit does; the dealer&apos;s place deals the dealer a card; a bet&apos;s chips select it; the chip picker builds the amount.</source>
        <translation>Ein Klick auf die Karten einer Hand (oder ihren leeren Platz) tut, was ihre Ziffer tut; der Platz des Croupiers gibt ihm eine Karte; die Jetons eines Einsatzes wählen ihn; die Jetonauswahl bildet den Betrag.</translation>
    </message>
    <message>
        <source>Show or hide this help.</source>
        <translation>Diese Hilfe zeigen oder verbergen.</translation>
    </message>
    <message>
        <source>Keys: 1-9 box · D dealer · Tab bet · P pay · C collect · U push · E end round · F1 all keys</source>
        <comment>the key line, shorter: for a small window</comment>
        <translation>Tasten: 1-9 Box · D Croupier · Tab Einsatz · P auszahlen · C einziehen · U Stand-off · E Spiel beenden · F1 alle Tasten</translation>
    </message>
    <message>
        <source>F1: all keys</source>
        <comment>the key line, shortest</comment>
        <translation>F1: alle Tasten</translation>
    </message>
    <message>
        <source>Dealing by keyboard and mouse</source>
        <translation>Austeilen mit Tastatur und Maus</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>No pack loaded: %1</source>
        <extracomment>set while restart_round deals a pack again from one of its rounds (round_flows reads it)</extracomment>
        <translation>Kein Paket geladen: %1</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Haus:</translation>
    </message>
    <message>
        <source>Packs…</source>
        <translation>Pakete…</translation>
    </message>
    <message>
        <source>Restart round</source>
        <translation>Spiel neu</translation>
    </message>
    <message>
        <source>Exam mode</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Tasten (F1)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Guided round</source>
        <translation>&amp;Geführtes Spiel</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>a lazily built page failed to start: the error&apos;s text (the table goes on).</extracomment>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>The tab failed to start: %1</source>
        <translation>Der Reiter liess sich nicht starten: %1</translation>
    </message>
    <message>
        <source>Black Jack dealer trainer — %1</source>
        <translation>Black-Jack-Croupier-Trainer — %1</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Das Paket ist fertig: ein anderes wählen (Ctrl+O).</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Free play · round %1</source>
        <translation>Freies Spiel · Spiel %1</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>trains: %1</source>
        <translation>übt: %1</translation>
    </message>
    <message>
        <source>Time limit near: %1 left</source>
        <translation>Zeitlimit nahe: noch %1</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Über dem Zeitlimit</translation>
    </message>
    <message>
        <source>The round is over: Enter deals the next one.</source>
        <extracomment>phases before the bets close and after the round ends: no card, no end of round. the session&apos;s life cycle and the table: made by finish_build (None before). listeners called with (session, pack) when a session starts (the recorder). the optional pages (drills; with a database, History and Skills), built when shown</extracomment>
        <translation>Das Spiel ist vorbei: Enter teilt das nächste aus.</translation>
    </message>
    <message>
        <source>The shoe ran out of cards: this round cannot go on. Restart the round.</source>
        <translation>Der Schlitten hat keine Karten mehr: diese Runde kann nicht weitergehen. Starten Sie die Runde neu.</translation>
    </message>
    <message>
        <source>Hand %1 asks: %2</source>
        <translation>Hand %1 will: %2</translation>
    </message>
    <message>
        <source>%1: stake %2</source>
        <translation>%1: Einsatz %2</translation>
    </message>
    <message>
        <source>Select a bet first (click its chips or press Tab).</source>
        <translation>Zuerst einen Einsatz wählen (seine Jetons anklicken oder Tab).</translation>
    </message>
    <message>
        <source>Type the amount (or click chips), then Enter.</source>
        <translation>Betrag tippen (oder Jetons anklicken), dann Enter.</translation>
    </message>
    <message>
        <source>Not paid: %1</source>
        <translation>Nicht ausbezahlt: %1</translation>
    </message>
    <message>
        <source>No player is asking for anything.</source>
        <translation>Kein Spieler will etwas.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: deal it.</source>
        <translation>Hand %1 will eine Karte: austeilen.</translation>
    </message>
    <message>
        <source>Select the insurance to refuse (click its chips or press Tab).</source>
        <translation>Die abzulehnende Versicherung wählen (Jetons anklicken oder Tab).</translation>
    </message>
    <message>
        <source>%1 (key %2) is not available now.</source>
        <translation>%1 (Taste %2) geht jetzt nicht.</translation>
    </message>
    <message>
        <source>Enter ends nothing mid-round: E ends the round.</source>
        <extracomment>states in which a box, by its digit or a click on its cards, takes a card: from no more bets until the boxes are done, whether or not a card is due (a card dealt before the insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards the box&apos;s digit or cards select its bet. Keys and clicks share this one meaning. milliseconds a half-typed box number waits for its second digit.</extracomment>
        <translation>Enter beendet mitten im Spiel nichts: E beendet das Spiel.</translation>
    </message>
    <message>
        <source>Box %1 has no hand %2.</source>
        <translation>Box %1 hat keine Hand %2.</translation>
    </message>
    <message>
        <source>There is no box %1.</source>
        <translation>Es gibt keine Box %1.</translation>
    </message>
    <message>
        <source>Box %1…</source>
        <translation>Box %1…</translation>
    </message>
    <message>
        <source>Box %1 is split: which hand? (%2)</source>
        <translation>Box %1 ist geteilt: welche Hand? (%2)</translation>
    </message>
    <message>
        <source>Box %1 has no bet.</source>
        <translation>Box %1 hat keinen Einsatz.</translation>
    </message>
</context>
<context>
    <name>MathTexts</name>
    <message>
        <source>House edge with the house&apos;s basic strategy: %1 %</source>
        <extracomment>the dealer&apos;s outcomes in table order, as the report keys them. the mark beside a chart cell a hole-card game plays otherwise.</extracomment>
        <translation>Vorteil der Bank mit der Grundstrategie des Hauses: %1 %</translation>
    </message>
    <message>
        <source>The German casinos&apos; game, the reference: %1 %</source>
        <translation>Das Spiel der deutschen Casinos, der Vergleich: %1 %</translation>
    </message>
    <message>
        <source>The dealer&apos;s final hand by up card, before the Black Jack check (percent)</source>
        <translation>Die Endhand des Croupiers nach seiner ersten Karte, vor der Black-Jack-Prüfung (Prozent)</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>erste Karte</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Basic strategy: H hit, S stand, D double (else hit), Ds double (else stand), P split; * a hole-card game plays the cell otherwise</source>
        <translation>Grundstrategie: H Karte, S stehen, D doppeln (sonst Karte), Ds doppeln (sonst stehen), P teilen; * ein Spiel mit verdeckter Karte spielt das Feld anders</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stehen</translation>
    </message>
    <message>
        <source>double, else hit</source>
        <translation>doppeln, sonst Karte</translation>
    </message>
    <message>
        <source>double, else stand</source>
        <translation>doppeln, sonst stehen</translation>
    </message>
    <message>
        <source>split</source>
        <translation>teilen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>weich</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>What the house&apos;s rules are worth against the reference game (percentage points of house edge)</source>
        <translation>Was die Regeln des Hauses gegenüber dem Vergleichsspiel wert sind (Prozentpunkte Bankvorteil)</translation>
    </message>
    <message>
        <source>no hole card (a dealer Black Jack takes doubles and splits): %1</source>
        <translation>keine verdeckte Karte (ein Black Jack des Croupiers nimmt Doppel und Teilungen): %1</translation>
    </message>
    <message>
        <source>the rules together, beyond their sum: %1</source>
        <translation>die Regeln zusammen, über ihre Summe hinaus: %1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Nebenwetten</translation>
    </message>
    <message>
        <source>%1: wins %2 % of the time, house edge %3 %</source>
        <translation>%1: gewinnt in %2 % der Fälle, Bankvorteil %3 %</translation>
    </message>
    <message>
        <source>none at this house</source>
        <translation>keine in diesem Haus</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 Decks</translation>
    </message>
    <message>
        <source>the dealer hits soft 17</source>
        <translation>der Croupier zieht auf Soft 17</translation>
    </message>
    <message>
        <source>the dealer stands on %1</source>
        <translation>der Croupier steht auf %1</translation>
    </message>
    <message>
        <source>Black Jack pays %1</source>
        <translation>Black Jack zahlt %1</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>kein Doppeln</translation>
    </message>
    <message>
        <source>double on %1, a soft hand with its ace as 1</source>
        <translation>doppeln auf %1, eine weiche Hand mit dem Ass als 1</translation>
    </message>
    <message>
        <source>double on %1</source>
        <translation>doppeln auf %1</translation>
    </message>
    <message>
        <source>double after a split</source>
        <translation>doppeln nach dem Teilen</translation>
    </message>
    <message>
        <source>no double after a split</source>
        <translation>kein Doppeln nach dem Teilen</translation>
    </message>
    <message>
        <source>split equal ranks only</source>
        <translation>nur gleiche Ränge teilen</translation>
    </message>
    <message>
        <source>split equal values</source>
        <translation>gleiche Werte teilen</translation>
    </message>
    <message>
        <source>tens may be split</source>
        <translation>Zehnen dürfen geteilt werden</translation>
    </message>
    <message>
        <source>no split of tens</source>
        <translation>Zehnen werden nicht geteilt</translation>
    </message>
    <message>
        <source>no splitting</source>
        <translation>kein Teilen</translation>
    </message>
    <message>
        <source>one split per box</source>
        <translation>eine Teilung pro Box</translation>
    </message>
    <message>
        <source>re-split without a limit</source>
        <translation>erneut teilen ohne Grenze</translation>
    </message>
    <message>
        <source>re-split up to %1 hands</source>
        <translation>erneut teilen bis zu %1 Händen</translation>
    </message>
    <message>
        <source>aces may be split again</source>
        <translation>Asse dürfen erneut geteilt werden</translation>
    </message>
    <message>
        <source>split aces take one card, no re-split</source>
        <translation>geteilte Asse erhalten eine Karte, keine erneute Teilung</translation>
    </message>
    <message>
        <source>no re-split of aces</source>
        <translation>Asse werden nicht erneut geteilt</translation>
    </message>
    <message>
        <source>three sevens pay %1</source>
        <translation>drei Siebenen zahlen %1</translation>
    </message>
    <message>
        <source>no three-sevens bonus</source>
        <translation>kein Bonus für drei Siebenen</translation>
    </message>
    <message>
        <source>the dealer wins ties on %1</source>
        <translation>der Croupier gewinnt Gleichstand auf %1</translation>
    </message>
    <message>
        <source>ties stand off</source>
        <translation>Gleichstand ist Stand-off</translation>
    </message>
    <message>
        <source>a soft 21 may draw</source>
        <translation>eine weiche 21 darf ziehen</translation>
    </message>
    <message>
        <source>every 21 stands</source>
        <translation>jede 21 steht</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Out of phase</source>
        <extracomment>mistake code -&gt; (short title, the rule it breaks), in English: the source text that the .ts files translate.</extracomment>
        <translation>Falscher Zeitpunkt</translation>
    </message>
    <message>
        <source>That action has no place at this point of the round.</source>
        <translation>Diese Handlung gehört nicht an diese Stelle des Spiels.</translation>
    </message>
    <message>
        <source>Wrong dealing order</source>
        <translation>Falsche Kartenreihenfolge</translation>
    </message>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): each hand finished before the next, or one card a hand round the table where the house plays so.</source>
        <translation>Die Karten gehen in Tischreihenfolge ab Box 1 (links vom Croupier): jede Hand fertig vor der nächsten, oder eine Karte pro Hand reihum, wo das Haus so spielt.</translation>
    </message>
    <message>
        <source>Card to an empty box</source>
        <translation>Karte an eine leere Box</translation>
    </message>
    <message>
        <source>Only boxes that hold a bet receive cards.</source>
        <translation>Nur Boxen mit einem Einsatz erhalten Karten.</translation>
    </message>
    <message>
        <source>Dealer&apos;s card too early</source>
        <translation>Croupierkarte zu früh</translation>
    </message>
    <message>
        <source>The dealer&apos;s second card waits until every box has finished.</source>
        <translation>Die zweite Karte des Croupiers wartet, bis jede Box fertig ist.</translation>
    </message>
    <message>
        <source>Card to a finished hand</source>
        <translation>Karte an eine fertige Hand</translation>
    </message>
    <message>
        <source>A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards.</source>
        <translation>Eine Hand, die steht, 21 erreicht hat, Black Jack hat, gedoppelt hat oder ein geteiltes Ass mit seiner Karte ist, bekommt keine Karte mehr.</translation>
    </message>
    <message>
        <source>Black Jack not paid at once</source>
        <translation>Black Jack nicht sofort bezahlt</translation>
    </message>
    <message>
        <source>With a dealer&apos;s 2-9 showing, every Black Jack is paid before the first box is served.</source>
        <translation>Zeigt der Croupier 2-9, wird jeder Black Jack ausbezahlt, bevor die erste Box bedient wird.</translation>
    </message>
    <message>
        <source>Black Jack paid too early</source>
        <translation>Black Jack zu früh bezahlt</translation>
    </message>
    <message>
        <source>With a dealer&apos;s ten or ace showing (or where the house pays at settlement), a Black Jack waits for the dealer&apos;s hand.</source>
        <translation>Zeigt der Croupier eine Zehn oder ein Ass (oder zahlt das Haus bei der Abrechnung), wartet ein Black Jack auf die Hand des Croupiers.</translation>
    </message>
    <message>
        <source>Three sevens not paid</source>
        <translation>Drei Siebenen nicht bezahlt</translation>
    </message>
    <message>
        <source>Three sevens as the holder&apos;s first three cards pay every bet on the box 1:1 at once.</source>
        <translation>Drei Siebenen als erste drei Karten des Boxeninhabers zahlen sofort 1:1 auf jeden Einsatz der Box.</translation>
    </message>
    <message>
        <source>Insurance not offered</source>
        <translation>Versicherung nicht angeboten</translation>
    </message>
    <message>
        <source>A dealer&apos;s ace showing: offer insurance (and even money) before serving any box.</source>
        <translation>Der Croupier zeigt ein Ass: Versicherung (und Even Money) anbieten, bevor eine Box bedient wird.</translation>
    </message>
    <message>
        <source>Insurance not allowed</source>
        <translation>Versicherung nicht erlaubt</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer&apos;s first card is an ace, in a house that offers it.</source>
        <translation>Versicherung gibt es nur, wenn die erste Karte des Croupiers ein Ass ist, in einem Haus, das sie anbietet.</translation>
    </message>
    <message>
        <source>Even money not paid</source>
        <translation>Even Money nicht bezahlt</translation>
    </message>
    <message>
        <source>A Black Jack that took even money is paid 1:1 before insurance closes.</source>
        <translation>Ein Black Jack, der Even Money nimmt, wird 1:1 bezahlt, bevor die Versicherung schliesst.</translation>
    </message>
    <message>
        <source>Illegal double accepted</source>
        <translation>Unerlaubtes Doppeln angenommen</translation>
    </message>
    <message>
        <source>The house does not allow that double: refuse it.</source>
        <translation>Das Haus erlaubt dieses Doppeln nicht: ablehnen.</translation>
    </message>
    <message>
        <source>Illegal split accepted</source>
        <translation>Unerlaubtes Teilen angenommen</translation>
    </message>
    <message>
        <source>The house does not allow that split: refuse it.</source>
        <translation>Das Haus erlaubt dieses Teilen nicht: ablehnen.</translation>
    </message>
    <message>
        <source>Legal request refused</source>
        <translation>Erlaubter Wunsch abgelehnt</translation>
    </message>
    <message>
        <source>The player&apos;s request is allowed by the house and must be accepted.</source>
        <translation>Der Wunsch des Spielers ist im Haus erlaubt und wird angenommen.</translation>
    </message>
    <message>
        <source>Bust not collected</source>
        <translation>Überkaufte Hand nicht eingezogen</translation>
    </message>
    <message>
        <source>A bust hand&apos;s bets are collected, and its cards removed, before the dealer moves on.</source>
        <translation>Die Einsätze einer überkauften Hand werden eingezogen und ihre Karten abgeräumt, bevor der Croupier weitergeht.</translation>
    </message>
    <message>
        <source>Dealer must draw</source>
        <translation>Croupier muss ziehen</translation>
    </message>
    <message>
        <source>The dealer draws to 17 before any bet is settled.</source>
        <translation>Der Croupier zieht bis 17, bevor ein Einsatz abgerechnet wird.</translation>
    </message>
    <message>
        <source>Dealer must stand</source>
        <translation>Croupier muss stehen</translation>
    </message>
    <message>
        <source>The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so.</source>
        <translation>Der Croupier steht ab 17 und zieht keine Karte, wenn kein Einsatz mehr im Spiel ist, wo das Haus es so will.</translation>
    </message>
    <message>
        <source>Insurance not settled first</source>
        <translation>Versicherung nicht zuerst abgerechnet</translation>
    </message>
    <message>
        <source>Without a dealer&apos;s Black Jack, the insurance bets are collected before any other bet.</source>
        <translation>Ohne Black Jack des Croupiers werden die Versicherungseinsätze vor allen anderen Einsätzen eingezogen.</translation>
    </message>
    <message>
        <source>Wrong settlement order</source>
        <translation>Falsche Abrechnungsreihenfolge</translation>
    </message>
    <message>
        <source>Settle counter-clockwise: from the dealer&apos;s right (the last hand) to the left, hand by hand.</source>
        <translation>Im Gegenuhrzeigersinn abrechnen: von rechts des Croupiers (der letzten Hand) nach links, Hand für Hand.</translation>
    </message>
    <message>
        <source>Wrong outcome</source>
        <translation>Falsches Ergebnis</translation>
    </message>
    <message>
        <source>That bet did not win, lose or tie the way it was settled.</source>
        <translation>Dieser Einsatz hat nicht so gewonnen, verloren oder Stand-off gespielt, wie er abgerechnet wurde.</translation>
    </message>
    <message>
        <source>Wrong amount</source>
        <translation>Falscher Betrag</translation>
    </message>
    <message>
        <source>The payout amount is wrong.</source>
        <translation>Der ausbezahlte Betrag ist falsch.</translation>
    </message>
    <message>
        <source>Round not finished</source>
        <translation>Spiel nicht beendet</translation>
    </message>
    <message>
        <source>The round ends only when every bet is settled and no card is owed.</source>
        <translation>Das Spiel endet erst, wenn jeder Einsatz abgerechnet ist und keine Karte mehr fehlt.</translation>
    </message>
    <message>
        <source>Insurance over the limit accepted</source>
        <translation>Versicherung über dem Limit angenommen</translation>
    </message>
    <message>
        <source>An insurance over the house&apos;s limit (more than half the bet) is refused before the round goes on.</source>
        <translation>Eine Versicherung über dem Limit des Hauses (mehr als der halbe Einsatz) wird abgelehnt, bevor das Spiel weitergeht.</translation>
    </message>
    <message>
        <source>Side bet not settled</source>
        <translation>Nebenwette nicht abgerechnet</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: a 21+3 right after the first deal, a Swiss Jack before insurance and main bets.</source>
        <translation>Nebenwetten werden zuerst abgerechnet, von rechts des Croupiers: 21+3 gleich nach dem ersten Austeilen, Swiss Jack vor Versicherung und Haupteinsätzen.</translation>
    </message>
    <message>
        <source>Side bet settled too early</source>
        <translation>Nebenwette zu früh abgerechnet</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: a 21+3 after the first deal, a Swiss Jack on the dealer&apos;s finished hand.</source>
        <translation>Eine Nebenwette wird erst abgerechnet, wenn sie entschieden ist: 21+3 nach dem ersten Austeilen, Swiss Jack auf der fertigen Hand des Croupiers.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>code -&gt; the rule it breaks, in English (the reference wording, and the source text).</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Expected: %1.</source>
        <translation>Erwartet: %1.</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>training</source>
        <extracomment>a session&apos;s mode as the store keeps it -&gt; its name.</extracomment>
        <translation>Training</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>Übung</translation>
    </message>
</context>
<context>
    <name>PackResult</name>
    <message>
        <source>rounds passed</source>
        <translation>Spiele bestanden</translation>
    </message>
    <message>
        <source>this pack sets no pass mark</source>
        <translation>dieses Paket hat keine Bestehensgrenze</translation>
    </message>
    <message>
        <source>pass mark %1 %</source>
        <translation>bestanden ab %1 %</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
    <message>
        <source>(the pack was not played from its first scenario)</source>
        <translation>(das Paket wurde nicht ab dem ersten Szenario gespielt)</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>spot the error: found %1 of %2, false alarms %3</source>
        <translation>Finde den Fehler: %1 von %2 gefunden, Fehlalarme %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>fehlerfrei</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>over</source>
        <translation>über der Zeit</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time / limit</source>
        <translation>Zeit / Limit</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Ablaufpunkt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Welche</translation>
    </message>
    <message>
        <source>No mistakes: every round by the book.</source>
        <translation>Keine Fehler: jedes Spiel nach Vorschrift.</translation>
    </message>
    <message>
        <source>Total time</source>
        <translation>Gesamtzeit</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Mistakes by procedure point</source>
        <translation>Fehler nach Ablaufpunkt</translation>
    </message>
    <message>
        <source>Pack result: %1</source>
        <translation>Paketergebnis: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Als PDF drucken…</translation>
    </message>
    <message>
        <source>Save the pack result as PDF</source>
        <translation>Das Paketergebnis als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The instructor&apos;s PIN of class %1:</source>
        <translation>PIN des Ausbilders der Klasse %1:</translation>
    </message>
    <message>
        <source>Open the class</source>
        <translation>Klasse öffnen</translation>
    </message>
    <message>
        <source>Wrong PIN. The instructor&apos;s PIN of class %1:</source>
        <translation>Falsche PIN. PIN des Ausbilders der Klasse %1:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Hit</source>
        <extracomment>player decision or wish -&gt; the bubble at the hand.</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even Money</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Dealing order</source>
        <extracomment>every point&apos;s name and focus name, marked for lupdate (the core keeps the English ids and names; a test keeps this list in step with it).</extracomment>
        <translation>Kartenreihenfolge</translation>
    </message>
    <message>
        <source>Insurance and even money</source>
        <translation>Versicherung und Even Money</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>Immediate Black Jack</source>
        <translation>Sofortiger Black Jack</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Drei Siebenen</translation>
    </message>
    <message>
        <source>Insurance window</source>
        <translation>Versicherungsphase</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>Settlement order</source>
        <translation>Abrechnungsreihenfolge</translation>
    </message>
    <message>
        <source>Splits and doubles</source>
        <translation>Teilen und Doppeln</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Resplit</source>
        <translation>Nochmals teilen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <source>Behind bets</source>
        <translation>Einsätze dahinter</translation>
    </message>
    <message>
        <source>House rules: the dealer&apos;s draw</source>
        <translation>Hausregeln: der Croupier zieht</translation>
    </message>
    <message>
        <source>Dealer&apos;s draw</source>
        <translation>Croupier zieht</translation>
    </message>
    <message>
        <source>Bust collection</source>
        <translation>Überkaufte einziehen</translation>
    </message>
    <message>
        <source>Settlement order and payouts</source>
        <translation>Abrechnungsreihenfolge und Auszahlungen</translation>
    </message>
    <message>
        <source>Phases of the round</source>
        <translation>Phasen des Spiels</translation>
    </message>
    <message>
        <source>Side bets (21+3, Swiss Jack)</source>
        <translation>Nebenwetten (21+3, Swiss Jack)</translation>
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
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>erstes Austeilen</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>Versicherung anbieten</translation>
    </message>
    <message>
        <source>insurance window</source>
        <translation>Versicherung offen</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black-Jack-Auszahlungen</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spiel der Boxen</translation>
    </message>
    <message>
        <source>dealer draw</source>
        <translation>Karten des Croupiers</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>Versicherungen abrechnen</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>actions: {actions}; commands: {commands}</source>
        <translation>Handlungen: {actions}; Befehle: {commands}</translation>
    </message>
    <message numerus="yes">
        <source>Practice for {name} at {house}: %n weak points</source>
        <translation>
            <numerusform>Training für {name} im {house}: %n Schwachpunkt</numerusform>
            <numerusform>Training für {name} im {house}: %n Schwachpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{point}: %n recent mistakes</source>
        <translation>
            <numerusform>{point}: %n Fehler in letzter Zeit</numerusform>
            <numerusform>{point}: %n Fehler in letzter Zeit</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared {cleared} of {points} in {exercises}.</source>
        <translation>{cleared} von {points} in {exercises} erledigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n weak points</source>
        <translation>
            <numerusform>%n Schwachpunkt</numerusform>
            <numerusform>%n Schwachpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercises</source>
        <translation>
            <numerusform>%n Übung</numerusform>
            <numerusform>%n Übungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Review for {name} at {house}: {due} due now; {exercises}.</source>
        <translation>Wiederholung für {name} im {house}: {due} jetzt fällig; {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n skills</source>
        <translation>
            <numerusform>%n Fertigkeit</numerusform>
            <numerusform>%n Fertigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill was reviewed.</source>
        <translation>Keine Fertigkeit wurde wiederholt.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n skills. Next reviews:</source>
        <translation>
            <numerusform>%n Fertigkeit wiederholt. Nächste Wiederholungen:</numerusform>
            <numerusform>%n Fertigkeiten wiederholt. Nächste Wiederholungen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {seconds} s, {mistakes} in {rounds}.</source>
        <translation>Zeit {seconds} s, {mistakes} in {rounds}.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Persönliche Bestleistung!</translation>
    </message>
    <message>
        <source>{mistakes}, {seconds} s</source>
        <translation>{mistakes}, {seconds} s</translation>
    </message>
    <message>
        <source>A personal best! (before: {best})</source>
        <translation>Persönliche Bestleistung! (vorher: {best})</translation>
    </message>
    <message>
        <source>Personal best: {best}.</source>
        <translation>Persönliche Bestleistung: {best}.</translation>
    </message>
    <message>
        <source>{name} has no recorded mistakes at {house}: nothing to practise yet.</source>
        <translation>{name} hat im {house} keine gespeicherten Fehler: noch nichts zu üben.</translation>
    </message>
    <message numerus="yes">
        <source>Each is cleared after %n right in a row (no mistake, within the target time).</source>
        <translation>
            <numerusform>Jeder Punkt gilt nach %n richtigen Durchgang als erledigt (kein Fehler, in der Zielzeit).</numerusform>
            <numerusform>Jeder Punkt gilt nach %n richtigen Durchgängen in Folge als erledigt (kein Fehler, in der Zielzeit).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}: {point}; target {target} s per action</source>
        <translation>Spiel {number}: {point}; Ziel {target} s pro Handlung</translation>
    </message>
    <message>
        <source>Round {number}: {point} (for {spot}); target {target} s per action</source>
        <translation>Spiel {number}: {point} (für {spot}); Ziel {target} s pro Handlung</translation>
    </message>
    <message>
        <source>Question {number} (for {spot}); target {target} s</source>
        <translation>Frage {number} (für {spot}); Ziel {target} s</translation>
    </message>
    <message>
        <source>right: {point} {streak}/{needed}</source>
        <translation>richtig: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source>not yet: {point} {streak}/{needed}</source>
        <translation>noch nicht: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source> - cleared</source>
        <translation> - erledigt</translation>
    </message>
    <message>
        <source>{point}: {right}/{done} right</source>
        <translation>{point}: {right}/{done} richtig</translation>
    </message>
    <message>
        <source>{number}. {skill} (target {target} s)</source>
        <translation>{number}. {skill} (Ziel {target} s)</translation>
    </message>
    <message>
        <source>right; next review {due}</source>
        <translation>richtig; nächste Wiederholung {due}</translation>
    </message>
    <message>
        <source>right but slow; next review {due}</source>
        <translation>richtig, aber langsam; nächste Wiederholung {due}</translation>
    </message>
    <message>
        <source>not yet; next review {due}</source>
        <translation>noch nicht; nächste Wiederholung {due}</translation>
    </message>
    <message>
        <source>right now: {actions}</source>
        <translation>jetzt richtig: {actions}</translation>
    </message>
    <message>
        <source>not an action: {problem} (help lists them)</source>
        <translation>keine Handlung: {problem} (help zeigt sie)</translation>
    </message>
    <message>
        <source>(noted)</source>
        <translation>(notiert)</translation>
    </message>
    <message>
        <source>type an amount, such as {whole} or {half}</source>
        <translation>geben Sie einen Betrag ein, etwa {whole} oder {half}</translation>
    </message>
    <message>
        <source>right ({worked})</source>
        <translation>richtig ({worked})</translation>
    </message>
    <message>
        <source>WRONG: {answer}; why: {worked}</source>
        <translation>FALSCH: {answer}; warum: {worked}</translation>
    </message>
    <message numerus="yes">
        <source>Daily challenge {day} at {house}: %n rounds, the same for everyone today.</source>
        <translation>
            <numerusform>Tägliche Herausforderung {day} im {house}: %n Spiel, heute für alle gleich.</numerusform>
            <numerusform>Tägliche Herausforderung {day} im {house}: %n Spiele, heute für alle gleich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed run at {house}: %n rounds; only time and mistakes count.</source>
        <translation>
            <numerusform>Tempolauf im {house}: %n Spiel; nur Zeit und Fehler zählen.</numerusform>
            <numerusform>Tempolauf im {house}: %n Spiele; nur Zeit und Fehler zählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}/{total}: {point}</source>
        <translation>Spiel {number}/{total}: {point}</translation>
    </message>
    <message>
        <source>round {round}, step {step}: {action}: {code}</source>
        <translation>Spiel {round}, Schritt {step}: {action}: {code}</translation>
    </message>
    <message>
        <source>MISTAKE: {mistake}</source>
        <translation>FEHLER: {mistake}</translation>
    </message>
    <message>
        <source>{bet}: paid {amount}</source>
        <translation>{bet}: ausgezahlt {amount}</translation>
    </message>
    <message>
        <source>{bet}: collected</source>
        <translation>{bet}: eingezogen</translation>
    </message>
    <message>
        <source>{bet}: pushed</source>
        <translation>{bet}: Stand-off</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>ausgezahlt</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>eingezogen</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>Stand-off</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>Bonus ausgezahlt</translation>
    </message>
    <message>
        <source>{hand} asks to double</source>
        <translation>{hand} will doppeln</translation>
    </message>
    <message>
        <source>{hand} asks to split</source>
        <translation>{hand} will teilen</translation>
    </message>
    <message>
        <source>{hand} asks for a card</source>
        <translation>{hand} will eine Karte</translation>
    </message>
    <message>
        <source>phase: {phase}</source>
        <translation>Phase: {phase}</translation>
    </message>
    <message>
        <source>dealer: {cards}</source>
        <translation>Croupier: {cards}</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>new</source>
        <extracomment>a skill&apos;s status as the core names it -&gt; its words.</extracomment>
        <translation>neu</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>im Aufbau</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>lässt nach</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>beherrscht</translation>
    </message>
    <message>
        <source>practice of weak points</source>
        <extracomment>the pack word a session of ``trainer practice`` (and the window&apos;s practice) is stored under -&gt; what a person reads in a report&apos;s Pack column.</extracomment>
        <translation>Üben der Schwachstellen</translation>
    </message>
    <message>
        <source>review</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>speed run</source>
        <translation>Tempolauf</translation>
    </message>
    <message>
        <source>daily challenge</source>
        <translation>tägliche Herausforderung</translation>
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
        <translation>Übung: %1</translation>
    </message>
    <message>
        <source>%1 exercises, %2 % right over the last %3</source>
        <translation>%1 Übungen, %2 % richtig in den letzten %3</translation>
    </message>
    <message>
        <source>week %1, %2</source>
        <translation>KW %1/%2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %, %3 min)</source>
        <translation>%1 (Prüfung: bestanden ab %2 %, %3 Min.)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %)</source>
        <translation>%1 (Prüfung: bestanden ab %2 %)</translation>
    </message>
</context>
<context>
    <name>QtActionBar</name>
    <message>
        <source>No more bets</source>
        <extracomment>buttons a row: all in one, or two rows when one would cut their words (a small window).</extracomment>
        <translation>Nichts geht mehr</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Versicherung anbieten</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Versicherung schliessen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Dealer card</source>
        <translation>Croupierkarte</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
</context>
<context>
    <name>QtChallenge</name>
    <message>
        <source>Speed run (%1 rounds)</source>
        <translation>Tempolauf (%1 Spiele)</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Tägliche Herausforderung</translation>
    </message>
    <message>
        <source>Daily challenge %1</source>
        <translation>Tägliche Herausforderung %1</translation>
    </message>
    <message>
        <source>Speed run</source>
        <translation>Tempolauf</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes in %2 s.</source>
        <extracomment>results of rounds played before a Restart round, kept for the final count</extracomment>
        <translation>
            <numerusform>%1: %n Fehler in %2 s.</numerusform>
            <numerusform>%1: %n Fehler in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal best: %n mistakes in %1 s.</source>
        <translation>
            <numerusform>Persönliche Bestleistung: %n Fehler in %1 s.</numerusform>
            <numerusform>Persönliche Bestleistung: %n Fehler in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Persönliche Bestleistung!</translation>
    </message>
</context>
<context>
    <name>QtClassView</name>
    <message>
        <source>Trainee</source>
        <extracomment>the table&apos;s headings, marked so lupdate puts them in the catalogs (in the view&apos;s context).</extracomment>
        <translation>Lernende(r)</translation>
    </message>
    <message>
        <source>Rounds today</source>
        <translation>Spiele heute</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>s / action</source>
        <translation>s / Handlung</translation>
    </message>
    <message>
        <source>Drill answers</source>
        <translation>Übungsantworten</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Last mistake</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <source>Double-click a trainee for their history and replays.</source>
        <extracomment>a trainee&apos;s row was reloaded (after a notification or a poll): their name.</extracomment>
        <translation>Doppelklick auf eine(n) Lernende(n) zeigt Verlauf und Wiedergaben.</translation>
    </message>
    <message>
        <source>updated every %1 s</source>
        <translation>alle %1 s aktualisiert</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>not live (%1): updated every %2 s</source>
        <translation>nicht live (%1): alle %2 s aktualisiert</translation>
    </message>
    <message>
        <source>cannot read the class: %1</source>
        <translation>Klasse nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>Klasse %1 — %2</translation>
    </message>
    <message>
        <source>Weakest points today</source>
        <translation>Schwächste Punkte heute</translation>
    </message>
    <message>
        <source>{point}: {mistakes}, {trainees}</source>
        <translation>{point}: {mistakes}, {trainees}</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainees</source>
        <translation>
            <numerusform>%n Lernende(r)</numerusform>
            <numerusform>%n Lernende</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes yet today.</source>
        <translation>Heute noch keine Fehler.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>%1 of %2 clean (%3 played), %4 %</source>
        <translation>%1 von %2 fehlerfrei (%3 gespielt), %4 %</translation>
    </message>
    <message>
        <source>Assigned and exams</source>
        <translation>Zugewiesen und Prüfungen</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n Spiel weicht von seiner Wiedergabe ab</numerusform>
            <numerusform>%n Spiele weichen von ihrer Wiedergabe ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n verspätetes Spiel nicht gezählt</numerusform>
            <numerusform>%n verspätete Spiele nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n Spiel von einem anderen Computer nicht gezählt</numerusform>
            <numerusform>%n Spiele von einem anderen Computer nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n Spiel eines anderen Szenarios nicht gezählt</numerusform>
            <numerusform>%n Spiele eines anderen Szenarios nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n Spiel schneller als ein Mensch</numerusform>
            <numerusform>%n Spiele schneller als ein Mensch</numerusform>
        </translation>
    </message>
    <message>
        <source>awaits your review (trainer class accept)</source>
        <translation>wartet auf Ihre Prüfung (trainer class accept)</translation>
    </message>
    <message>
        <source>does not count (closed, beyond the attempts, or not opened by the server)</source>
        <translation>zählt nicht (geschlossen, über die Versuche hinaus oder nicht vom Server eröffnet)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Verlauf von %1</translation>
    </message>
</context>
<context>
    <name>QtDatabaseSetting</name>
    <message>
        <source>Progress database</source>
        <extracomment>the password in ``user:password@`` or in ``password=`` (a URL&apos;s query, libpq&apos;s keywords).</extracomment>
        <translation>Fortschrittsdatenbank</translation>
    </message>
    <message>
        <source>Where progress is recorded from the next start: a class server (postgresql://user@host/database) or a SQLite file. Leave it empty for this computer&apos;s own file.</source>
        <translation>Wo der Fortschritt ab dem nächsten Start gespeichert wird: ein Klassenserver (postgresql://benutzer@host/datenbank) oder eine SQLite-Datei. Leer lassen für die eigene Datei dieses Computers.</translation>
    </message>
    <message>
        <source>The progress database changes at the next start.</source>
        <translation>Die Fortschrittsdatenbank wechselt beim nächsten Start.</translation>
    </message>
    <message>
        <source>Progress &amp;database…</source>
        <translation>Fortschritts&amp;datenbank…</translation>
    </message>
</context>
<context>
    <name>QtDrillTab</name>
    <message>
        <source>{house} ({currency}), bets {low} to {high}</source>
        <extracomment>chip colours by denomination (face, text); other denominations get a slate grey.</extracomment>
        <translation>{house} ({currency}), Einsätze {low} bis {high}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Timed session:</source>
        <translation>Sitzung auf Zeit:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Length of a timed session</source>
        <translation>Dauer einer Sitzung auf Zeit</translation>
    </message>
    <message>
        <source>Start timed session</source>
        <translation>Sitzung auf Zeit starten</translation>
    </message>
    <message>
        <source>Free practice</source>
        <translation>Freies Üben</translation>
    </message>
    <message>
        <source>Start over without a time limit</source>
        <translation>Neu beginnen ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Zahlen:</translation>
    </message>
    <message>
        <source>amount, then Enter</source>
        <translation>Betrag, dann Enter</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Or build the payout from chips (click a chip to add it):</source>
        <translation>Oder die Auszahlung aus Jetons bilden (Jeton anklicken, um ihn dazuzulegen):</translation>
    </message>
    <message>
        <source>Add a {chip} chip</source>
        <translation>Einen {chip}er-Jeton dazulegen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Diese Jetons zahlen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Medianzeit</translation>
    </message>
    <message>
        <source>Type what the dealer pays, winnings only, and press Enter.</source>
        <translation>Tippen Sie, was der Croupier auszahlt, nur den Gewinn, und drücken Sie Enter.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>New session: go!</source>
        <translation>Neue Sitzung: los!</translation>
    </message>
    <message>
        <source>Session stopped.</source>
        <translation>Sitzung gestoppt.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Restzeit: {time}</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Die Zeit ist um.</translation>
    </message>
    <message>
        <source>{why} {right} of {answered} right ({accuracy}), best streak {best}.</source>
        <translation>{why} {right} von {answered} richtig ({accuracy}), beste Serie {best}.</translation>
    </message>
    <message>
        <source>{why} No answers.</source>
        <translation>{why} Keine Antworten.</translation>
    </message>
    <message>
        <source>Start another timed session, or choose free practice.</source>
        <translation>Eine weitere Sitzung auf Zeit starten oder freies Üben wählen.</translation>
    </message>
    <message>
        <source>Type an amount first, such as 262.5.</source>
        <translation>Zuerst einen Betrag tippen, etwa 262.5.</translation>
    </message>
    <message>
        <source>Click chips to build the payout first.</source>
        <translation>Zuerst die Auszahlung aus Jetons bilden.</translation>
    </message>
    <message>
        <source>Not paid: {problem}</source>
        <translation>Nicht ausbezahlt: {problem}</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sitzung beendet.</translation>
    </message>
    <message numerus="yes">
        <source>Chips built: {total} ({pile}; %n chips)</source>
        <translation>
            <numerusform>Gebildete Jetons: {total} ({pile}; %n Jeton)</numerusform>
            <numerusform>Gebildete Jetons: {total} ({pile}; %n Jetons)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips built: none. Change no chip can make (a half, say) stays out of the chips.</source>
        <translation>Gebildete Jetons: keine. Was kein Jeton darstellen kann (etwa ein halber), bleibt ausserhalb der Jetons.</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best}), {right} of {answered} right ({accuracy}), median {median}</source>
        <translation>Serie {streak} (beste {best}), {right} von {answered} richtig ({accuracy}), Median {median}</translation>
    </message>
    <message>
        <source>Streak 0: no answers yet</source>
        <translation>Serie 0: noch keine Antworten</translation>
    </message>
</context>
<context>
    <name>QtExamVerdict</name>
    <message>
        <source>Exam: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Als PDF drucken…</translation>
    </message>
    <message>
        <source>Save the exam&apos;s verdict as PDF</source>
        <translation>Das Prüfungsergebnis als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>QtFocusPicker</name>
    <message>
        <source>Focus:</source>
        <translation>Fokus:</translation>
    </message>
    <message>
        <source>Free play: deal rounds in which this point happens</source>
        <translation>Freies Spiel: Spiele austeilen, in denen dieser Punkt vorkommt</translation>
    </message>
    <message>
        <source>Any round</source>
        <translation>Jedes Spiel</translation>
    </message>
</context>
<context>
    <name>QtHistoryView</name>
    <message>
        <source>By week</source>
        <extracomment>a hue per procedure point, so a code&apos;s colour tells its part of the procedure. a period of the &quot;By week&quot; view (&quot;2024-W10&quot;). rounds the History table reads at a time (more as it is scrolled down). the latest periods the charts show (a year of days would be a thousand bars). a round&apos;s id, when the trainee asks to replay it. &quot;Practise these&quot;: a practice session on the weak points.</extracomment>
        <translation>Pro Woche</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Pro Tag</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Ablaufpunkt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Häufigster Fehler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Handlungen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Rounds passed</source>
        <translation>Bestandene Spiele</translation>
    </message>
    <message>
        <source>Replay round</source>
        <extracomment>a class station&apos;s own exam attempts (trainer/ui/pages/history_exams.py), or None. table row -&gt; the exam attempt shown there (filled by history_exams.add_exam_rows)</extracomment>
        <translation>Spiel abspielen</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Zeiträume:</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Schwächste Ablaufpunkte</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Diese üben</translation>
    </message>
    <message>
        <source>Focused rounds on these points until each is cleared</source>
        <translation>Gezielte Spiele zu diesen Punkten, bis jeder geschafft ist</translation>
    </message>
    <message>
        <source>Recorded rounds</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Pack results (double-click to open and print)</source>
        <translation>Paketergebnisse (Doppelklick zum Öffnen und Drucken)</translation>
    </message>
    <message>
        <source>W%1</source>
        <comment>a week of the year on a chart axis</comment>
        <translation>KW %1</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Fortschritt von {name}</translation>
    </message>
    <message>
        <source>No rounds recorded yet.</source>
        <translation>Noch keine Spiele gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds, {clean} without a mistake</source>
        <translation>
            <numerusform>%n Spiel, {clean} ohne Fehler</numerusform>
            <numerusform>%n Spiele, {clean} ohne Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>{accuracy} % of {actions} actions right</source>
        <translation>{accuracy} % von {actions} Handlungen richtig</translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>zuletzt gespielt {date}</translation>
    </message>
    <message numerus="yes">
        <source>Spot the error: %n rounds, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}</source>
        <translation>
            <numerusform>Finde den Fehler: %n Spiel, {found} von {to_find} Fehlern gefunden, {wrong} mit falscher Regel, {alarms}</numerusform>
            <numerusform>Finde den Fehler: %n Spiele, {found} von {to_find} Fehlern gefunden, {wrong} mit falscher Regel, {alarms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n false alarms</source>
        <translation>
            <numerusform>%n Fehlalarm</numerusform>
            <numerusform>%n Fehlalarme</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per code</source>
        <translation>Fehler pro Code</translation>
    </message>
    <message>
        <source>Mistakes per code: no rounds recorded yet</source>
        <translation>Fehler pro Code: noch keine Spiele gespeichert</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Accuracy and speed</source>
        <translation>Genauigkeit und Tempo</translation>
    </message>
    <message>
        <source>Accuracy and speed: no rounds recorded yet</source>
        <translation>Genauigkeit und Tempo: noch keine Spiele gespeichert</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>Sekunden pro Handlung</translation>
    </message>
    <message>
        <source>s per action</source>
        <comment>a short axis title</comment>
        <translation>s pro Handlung</translation>
    </message>
    <message>
        <source>actions right</source>
        <translation>Handlungen richtig</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>Spiele ohne Fehler</translation>
    </message>
    <message>
        <source>payout drills right</source>
        <translation>Auszahlungsübungen richtig</translation>
    </message>
    <message>
        <source>Also: {codes}</source>
        <translation>Ausserdem: {codes}</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Keine Fehler gespeichert.</translation>
    </message>
    <message>
        <source>Payout drills to practise: {kinds}</source>
        <translation>Auszahlungsübungen zum Üben: {kinds}</translation>
    </message>
    <message>
        <source>{kind} ({accuracy} right)</source>
        <translation>{kind} ({accuracy} richtig)</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>finished with mistakes</source>
        <translation>mit Fehlern beendet</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>fehlerfrei</translation>
    </message>
    <message>
        <source>Recorded rounds at %1</source>
        <translation>Gespeicherte Spiele – %1</translation>
    </message>
    <message>
        <source>no pass mark</source>
        <translation>keine Bestehensgrenze</translation>
    </message>
</context>
<context>
    <name>QtLanguageMenu</name>
    <message>
        <source>Language: %1.</source>
        <translation>Sprache: %1.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The dealers of this house are trained in %1. Switch the trainer to %1?</source>
        <translation>Die Croupiers dieses Hauses werden auf %1 ausgebildet. Den Trainer auf %1 umstellen?</translation>
    </message>
    <message>
        <source>This pack is written in %1: its titles and notes are not translated.</source>
        <translation>Dieses Paket ist auf %1 geschrieben: seine Titel und Notizen sind nicht übersetzt.</translation>
    </message>
</context>
<context>
    <name>QtPackBrowser</name>
    <message>
        <source>Choose a house and a pack</source>
        <extracomment>the item data role holding (pack index, scenario index) of a scenario row.</extracomment>
        <translation>Ein Haus und ein Paket wählen</translation>
    </message>
    <message numerus="yes">
        <source>{house} (%n boxes)</source>
        <extracomment>how many of ``packs`` are shipped (the rest came from files).</extracomment>
        <translation>
            <numerusform>{house} (%n Box)</numerusform>
            <numerusform>{house} (%n Boxen)</numerusform>
        </translation>
    </message>
    <message>
        <source>House (free play):</source>
        <translation>Haus (freies Spiel):</translation>
    </message>
    <message>
        <source>Pack / scenario</source>
        <translation>Paket / Szenario</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Übt</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Free play: random rounds</source>
        <translation>Freies Spiel: zufällige Spiele</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <source>Open pack file…</source>
        <translation>Paketdatei öffnen…</translation>
    </message>
    <message>
        <source>Load a scenario pack (YAML) from a file; it is remembered for next time</source>
        <translation>Ein Szenariopaket (YAML) aus einer Datei laden; es bleibt für das nächste Mal gemerkt</translation>
    </message>
    <message>
        <source>Packs that did not load:</source>
        <translation>Pakete, die nicht geladen wurden:</translation>
    </message>
    <message>
        <source>No scenario packs are installed yet: free play deals random rounds.</source>
        <translation>Noch keine Szenariopakete installiert: freies Spiel teilt zufällige Spiele aus.</translation>
    </message>
    <message>
        <source>Exam mode: mistakes are shown only at the end of each round</source>
        <translation>Prüfung: Fehler erscheinen erst am Ende jedes Spiels</translation>
    </message>
    <message numerus="yes">
        <source>%n scenarios</source>
        <translation>
            <numerusform>%n Szenario</numerusform>
            <numerusform>%n Szenarien</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>spot the error</source>
        <translation>Finde den Fehler</translation>
    </message>
    <message>
        <source>Open a scenario pack</source>
        <translation>Ein Szenariopaket öffnen</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml);;All files (*)</source>
        <translation>Szenariopakete (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
</context>
<context>
    <name>QtPracticeSession</name>
    <message>
        <source>Practice question</source>
        <translation>Übungsfrage</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>Betrag zum Auszahlen</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Type an amount, such as 150 or 262.5.</source>
        <translation>Einen Betrag tippen, etwa 150 oder 262.5.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Richtig: %1</translation>
    </message>
    <message>
        <source>Wrong: pay %1. Why: %2</source>
        <translation>Falsch: %1 zahlen. Warum: %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Practice: %1, for %2 (%3 of %4 right in a row)</source>
        <translation>Üben: %1, für %2 (%3 von %4 richtig in Folge)</translation>
    </message>
    <message>
        <source>Practice: %1 (%2 of %3 right in a row)</source>
        <translation>Üben: %1 (%2 von %3 richtig in Folge)</translation>
    </message>
    <message>
        <source>Practice: </source>
        <translation>Üben: </translation>
    </message>
    <message>
        <source>nothing to practise</source>
        <translation>nichts zu üben</translation>
    </message>
    <message>
        <source>every point cleared</source>
        <translation>alle Punkte geschafft</translation>
    </message>
</context>
<context>
    <name>QtProgress</name>
    <message>
        <source>Bringing the progress database up to date: every recorded round is worked out once…</source>
        <extracomment>the chooser&apos;s last entry, which asks for a new name.</extracomment>
        <translation>Die Fortschrittsdatenbank wird aktualisiert: jede aufgezeichnete Runde wird einmal ausgewertet…</translation>
    </message>
    <message>
        <source>Progress database</source>
        <extracomment>why nothing is recorded (the database would not open), or None. the read-only connection the History tab and the replays read through. the seed of the next practice session (None: from the clock; tests set it). the damaged database&apos;s path while nothing is recorded into it, else None. the session being recorded (house, mode, pack), to go on in a new database.</extracomment>
        <translation>Fortschrittsdatenbank</translation>
    </message>
    <message>
        <source>Whose progress is recorded</source>
        <translation>Wessen Fortschritt gespeichert wird</translation>
    </message>
    <message>
        <source>Nothing is recorded: %1</source>
        <translation>Nichts wird gespeichert: %1</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Lernende(r):</translation>
    </message>
    <message>
        <source>New trainee…</source>
        <translation>Neue(r) Lernende(r)…</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Neue(r) Lernende(r)</translation>
    </message>
    <message>
        <source>The trainee&apos;s name:</source>
        <translation>Name der/des Lernenden:</translation>
    </message>
    <message>
        <source>Start a new progress database</source>
        <translation>Neue Fortschrittsdatenbank beginnen</translation>
    </message>
    <message>
        <source>The damaged file is kept beside it under a new name, exactly as it is</source>
        <translation>Die beschädigte Datei bleibt unverändert unter neuem Namen daneben erhalten</translation>
    </message>
    <message>
        <source>The progress database&apos;s journal files were deleted or replaced while it was open: nothing more is recorded. Close every trainer window and start it again.</source>
        <translation>Die Journaldateien der Fortschrittsdatenbank wurden gelöscht oder ersetzt, während sie offen war: es wird nichts mehr gespeichert. Schließen Sie alle Trainer-Fenster und starten Sie neu.</translation>
    </message>
    <message>
        <source>The progress database %1 is damaged: nothing more is recorded in it.</source>
        <translation>Die Fortschrittsdatenbank %1 ist beschädigt: es wird nichts mehr darin gespeichert.</translation>
    </message>
    <message>
        <source>Cannot move the damaged database aside: %1</source>
        <translation>Die beschädigte Datenbank kann nicht beiseitegelegt werden: %1</translation>
    </message>
    <message>
        <source>A new progress database was started; the damaged one is kept as %1</source>
        <translation>Eine neue Fortschrittsdatenbank wurde begonnen; die beschädigte bleibt als %1 erhalten</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Diese üben</translation>
    </message>
</context>
<context>
    <name>QtReplayView</name>
    <message>
        <source>Next mistake</source>
        <translation>Nächster Fehler</translation>
    </message>
    <message>
        <source>Before the first action</source>
        <translation>Vor der ersten Handlung</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Eine Handlung zurück (Links)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Eine Handlung vor (Rechts)</translation>
    </message>
    <message>
        <source>After the last action</source>
        <translation>Nach der letzten Handlung</translation>
    </message>
    <message>
        <source>Round {id} cannot be replayed</source>
        <translation>Spiel {id} lässt sich nicht abspielen</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>the new position (0 = before the first action).</extracomment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Free round</source>
        <translation>Freies Spiel</translation>
    </message>
    <message>
        <source>Replay: {title}, {when}</source>
        <extracomment>what the replay&apos;s window is called: the round by its title and time, never its row number</extracomment>
        <translation>Wiedergabe: {title}, {when}</translation>
    </message>
    <message>
        <source>{title} · {when} · {house} · {actions}, {mistakes}</source>
        <translation>{title} · {when} · {house} · {actions}, {mistakes}</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n Handlung</numerusform>
            <numerusform>%n Handlungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>The procedure has changed since this round was played: steps {steps} are judged differently now.</source>
        <translation>Der Ablauf hat sich seit diesem Spiel geändert: die Schritte {steps} werden jetzt anders beurteilt.</translation>
    </message>
    <message>
        <source>Start: the table before the first action</source>
        <translation>Start: der Tisch vor der ersten Handlung</translation>
    </message>
    <message>
        <source>step {position} of {count}</source>
        <translation>Schritt {position} von {count}</translation>
    </message>
    <message>
        <source>Before the first action.</source>
        <translation>Vor der ersten Handlung.</translation>
    </message>
    <message>
        <source>Step {n}: {action}</source>
        <translation>Schritt {n}: {action}</translation>
    </message>
    <message>
        <source>The right action was</source>
        <translation>Richtig wäre gewesen</translation>
    </message>
    <message>
        <source>The action was not applied: the table stays as it was.</source>
        <translation>Die Handlung wurde nicht ausgeführt: Der Tisch bleibt, wie er war.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>House this round (collected less paid)</source>
        <translation>Haus in diesem Spiel (eingezogen minus ausbezahlt)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>asks: {request}</source>
        <translation>will: {request}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>Next right action</source>
        <translation>Nächste richtige Handlung</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
</context>
<context>
    <name>QtRoundFlows</name>
    <message>
        <source>Open pack file…</source>
        <extracomment>the spot-the-error round in play, if any. the pack whose rounds are being scored, the results so far, the last result. spot-the-error replays step this fast when played (tests make it quicker).</extracomment>
        <translation>Paketdatei öffnen…</translation>
    </message>
    <message>
        <source>Save this round to a pack…</source>
        <translation>Dieses Spiel in einem Paket speichern…</translation>
    </message>
    <message>
        <source>Play a round first: there is nothing to save yet.</source>
        <translation>Zuerst ein Spiel spielen: noch gibt es nichts zu speichern.</translation>
    </message>
    <message numerus="yes">
        <source>Saved to %1: %n scenarios</source>
        <translation>
            <numerusform>Gespeichert in %1: %n Szenario</numerusform>
            <numerusform>Gespeichert in %1: %n Szenarien</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Das Paket ist fertig: ein anderes wählen (Ctrl+O).</translation>
    </message>
</context>
<context>
    <name>QtSaveToPack</name>
    <message>
        <source>Save this round to a pack</source>
        <translation>Dieses Spiel in einem Paket speichern</translation>
    </message>
    <message>
        <source>The round is saved with its bets, every card it used and the players&apos; decisions, so it replays exactly. Comments in the pack file stay as they are.</source>
        <translation>Das Spiel wird mit seinen Einsätzen, allen benutzten Karten und den Entscheidungen der Spieler gespeichert und lässt sich genau wiederholen. Kommentare in der Paketdatei bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>a new or existing pack file (.yaml)</source>
        <translation>eine neue oder vorhandene Paketdatei (.yaml)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Pack file:</source>
        <translation>Paketdatei:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>What should the trainee look out for?</source>
        <translation>Worauf soll die/der Lernende achten?</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>This round shows none of the procedure points a scenario trains (play one with three or more boxes, a Black Jack, a split…).</source>
        <translation>Dieses Spiel zeigt keinen der Ablaufpunkte, die ein Szenario übt (spielen Sie eines mit drei oder mehr Boxen, einem Black Jack, einem Teilen…).</translation>
    </message>
    <message>
        <source>Trains:</source>
        <translation>Übt:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message numerus="yes">
        <source>Keep the dealer&apos;s actions: a spot-the-error scenario with %n mistakes to find</source>
        <translation>
            <numerusform>Die Handlungen des Croupiers behalten: ein Finde-den-Fehler-Szenario mit %n Fehler zum Finden</numerusform>
            <numerusform>Die Handlungen des Croupiers behalten: ein Finde-den-Fehler-Szenario mit %n Fehlern zum Finden</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a round played to its end with mistakes in it can be spot the error.</source>
        <translation>Nur ein zu Ende gespieltes Spiel mit Fehlern kann ein Finde-den-Fehler werden.</translation>
    </message>
    <message>
        <source>Pack file to save the round to</source>
        <translation>Paketdatei für das Spiel</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml)</source>
        <translation>Szenariopakete (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>eine Paketdatei</translation>
    </message>
    <message>
        <source>a title</source>
        <translation>einen Titel</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>einen Hinweis</translation>
    </message>
    <message>
        <source>what it trains</source>
        <translation>was es übt</translation>
    </message>
    <message>
        <source>Give %1.</source>
        <translation>Geben Sie %1 an.</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation>%1 ist ein Ordner: einen Dateinamen angeben.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>QtSidePanel</name>
    <message>
        <source>Round</source>
        <extracomment>the trainee left the field: +1 Tab, -1 Shift+Tab, 0 Esc. the ``::item`` padding of the panel&apos;s style sheet, and the item&apos;s bottom border. &quot;0:08 left&quot; as a scenario&apos;s time limit nears, in red (hidden otherwise). the house&apos;s decimal mark, for the examples in messages.</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>Betrag zum Auszahlen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Zahlen (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Einziehen (C)</translation>
    </message>
    <message>
        <source>Push (U)</source>
        <translation>Stand-off (U)</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Exam: your mistakes are recorded and shown when the round ends.</source>
        <translation>Prüfung: Ihre Fehler werden notiert und am Spielende gezeigt.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Spielübersicht</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Nächstes Spiel (Enter)</translation>
    </message>
    <message>
        <source>Add a %1 chip to the amount</source>
        <translation>Einen %1er-Jeton zum Betrag legen</translation>
    </message>
    <message>
        <source>Click a bet&apos;s chips (or press Tab) to select it.</source>
        <translation>Die Jetons eines Einsatzes anklicken (oder Tab), um ihn zu wählen.</translation>
    </message>
    <message>
        <source>Mistakes (exam)</source>
        <translation>Fehler (Prüfung)</translation>
    </message>
    <message>
        <source>No mistakes this round.</source>
        <translation>Keine Fehler in diesem Spiel.</translation>
    </message>
    <message>
        <source>Nothing is shown here until the round ends.</source>
        <translation>Hier steht nichts, bis das Spiel endet.</translation>
    </message>
    <message>
        <source>No mistakes so far this round.</source>
        <translation>Bisher keine Fehler in diesem Spiel.</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>Erwartet: %1</translation>
    </message>
    <message>
        <source>Clean round!</source>
        <translation>Fehlerfreies Spiel!</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Über dem Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Payouts right: %1 · wrong: %2</source>
        <translation>Auszahlungen richtig: %1 · falsch: %2</translation>
    </message>
    <message>
        <source>Actions: %1</source>
        <translation>Handlungen: %1</translation>
    </message>
    <message>
        <source>House result: %1</source>
        <translation>Ergebnis des Hauses: %1</translation>
    </message>
    <message>
        <source>The chips do not balance!</source>
        <translation>Die Jetons stimmen nicht!</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Sitzung beendet</translation>
    </message>
</context>
<context>
    <name>QtSkillsView</name>
    <message>
        <source>steady</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>review due</source>
        <translation>Wiederholung fällig</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>the review date&apos;s format, in Qt&apos;s date format: d the day, MMM the month&apos;s short name</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>nächste Wiederholung %1</translation>
    </message>
    <message>
        <source>s per action</source>
        <translation>s pro Handlung</translation>
    </message>
    <message>
        <source>s per answer</source>
        <translation>s pro Antwort</translation>
    </message>
    <message numerus="yes">
        <source>%n exercises · %1 of the last %2 right</source>
        <translation>
            <numerusform>%n Übung · %1 der letzten %2 richtig</numerusform>
            <numerusform>%n Übungen · %1 der letzten %2 richtig</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1 %3 · median %2</source>
        <translation>Ziel %1 %3 · Median %2</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>noch nicht geübt</translation>
    </message>
    <message>
        <source>target %1 %2</source>
        <translation>Ziel %1 %2</translation>
    </message>
    <message>
        <source>%1 more to mastery</source>
        <translation>noch %1 bis zur Beherrschung</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Haus:</translation>
    </message>
    <message>
        <source>Dealt rounds (focused on a procedure point)</source>
        <translation>Ausgeteilte Spiele (auf einen Ablaufpunkt gerichtet)</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Auszahlungsübungen</translation>
    </message>
    <message>
        <source>Skills of %1 at %2</source>
        <translation>Fertigkeiten von %1 bei %2</translation>
    </message>
    <message>
        <source>Mastered: %1, each within its target time.</source>
        <translation>Beherrscht: %1, jedes innerhalb seiner Zielzeit.</translation>
    </message>
</context>
<context>
    <name>QtSpotMode</name>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Finde den Fehler</translation>
    </message>
    <message>
        <source>Keys: Space play / pause · → step · ↑↓ choose a step · M mark as wrong · U unmark · F finish · Enter next</source>
        <translation>Tasten: Leertaste abspielen / Pause · → Schritt · ↑↓ Schritt wählen · M als falsch markieren · U Markierung weg · F fertig · Enter weiter</translation>
    </message>
    <message>
        <source>Keys: Space play · → step · M mark · U unmark · F finish</source>
        <comment>the key line, shorter</comment>
        <translation>Tasten: Leertaste abspielen · → Schritt · M markieren · U Markierung weg · F fertig</translation>
    </message>
    <message>
        <source>Space · → · M · U · F</source>
        <comment>the key line, shortest</comment>
        <translation>Leertaste · → · M · U · F</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Richtig: %1</translation>
    </message>
    <message>
        <source>A mistake, but another rule: %1</source>
        <translation>Ein Fehler, aber eine andere Regel: %1</translation>
    </message>
    <message>
        <source>This step was right.</source>
        <translation>Dieser Schritt war richtig.</translation>
    </message>
    <message>
        <source>Missed: %1</source>
        <translation>Übersehen: %1</translation>
    </message>
    <message>
        <source>Found %1 of %2</source>
        <translation>%1 von %2 gefunden</translation>
    </message>
    <message>
        <source>wrong rule %1</source>
        <translation>falsche Regel %1</translation>
    </message>
    <message>
        <source>missed %1</source>
        <translation>übersehen %1</translation>
    </message>
    <message>
        <source>false alarms %1</source>
        <translation>Fehlalarme %1</translation>
    </message>
    <message>
        <source>Step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1 marked</source>
        <translation>%1 markiert</translation>
    </message>
</context>
<context>
    <name>QtSpotPanel</name>
    <message>
        <source>Watch the dealer&apos;s round. Mark every step that breaks the procedure and name the rule it breaks.</source>
        <extracomment>a step&apos;s colours once judged: found, right step with another rule, false alarm, missed.</extracomment>
        <translation>Verfolgen Sie das Spiel des Croupiers. Markieren Sie jeden Schritt, der gegen den Ablauf verstösst, und nennen Sie die Regel.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the dealer (Space)</source>
        <translation>Croupier abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One action (→)</source>
        <translation>Eine Handlung (→)</translation>
    </message>
    <message>
        <source>The rule the marked step breaks</source>
        <translation>Die Regel, gegen die der markierte Schritt verstösst</translation>
    </message>
    <message>
        <source>Mark as wrong (M)</source>
        <translation>Als falsch markieren (M)</translation>
    </message>
    <message>
        <source>Unmark (U)</source>
        <translation>Markierung weg (U)</translation>
    </message>
    <message>
        <source>Finish and score (F)</source>
        <translation>Beenden und werten (F)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Nächstes Spiel (Enter)</translation>
    </message>
</context>
<context>
    <name>QtStation</name>
    <message>
        <source>Class…</source>
        <extracomment>how often waiting writes are tried again, in ms.</extracomment>
        <translation>Klasse…</translation>
    </message>
    <message>
        <source>The instructor&apos;s view of the class</source>
        <translation>Die Ansicht der Lehrkraft auf die Klasse</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>%1 · assigned: %2</source>
        <translation>%1 · zugewiesen: %2</translation>
    </message>
    <message>
        <source>Class server unreachable · %1 kept here</source>
        <translation>Klassenserver nicht erreichbar · %1 hier behalten</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait on this station (in memory and in a file, so a crash loses none); they are written to the class server, once each, as soon as it answers again</source>
        <translation>
            <numerusform>%n Ergebnis wartet an dieser Station (im Speicher und in einer Datei, ein Absturz verliert es nicht); es geht an den Klassenserver, einmal, sobald er wieder antwortet</numerusform>
            <numerusform>%n Ergebnisse warten an dieser Station (im Speicher und in einer Datei, ein Absturz verliert keines); sie gehen an den Klassenserver, jedes einmal, sobald er wieder antwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept results written to the class server</source>
        <translation>
            <numerusform>%n behaltenes Ergebnis an den Klassenserver geschrieben</numerusform>
            <numerusform>%n behaltene Ergebnisse an den Klassenserver geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>The exam is over. Its rounds wait on this station; the verdict shows when the class server answers.</source>
        <translation>Die Prüfung ist vorbei. Ihre Spiele warten auf dieser Station; das Ergebnis erscheint, sobald der Klassenserver antwortet.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
</context>
<context>
    <name>QtTableScene</name>
    <message>
        <source>BLACK JACK PAYS %1 · DEALER STANDS ON %2</source>
        <translation>BLACK JACK ZAHLT %1 · CROUPIER STEHT AUF %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <translation>VERSICHERUNG ZAHLT %1 ZU %2</translation>
    </message>
    <message>
        <source>NO INSURANCE</source>
        <translation>KEINE VERSICHERUNG</translation>
    </message>
    <message>
        <source>TO</source>
        <extracomment>a hand&apos;s cards (or its empty card place) was clicked: the hand id, or ``dealer``. a bet&apos;s chips were clicked: the bet id. the view shown now: the next one is applied as the difference from it. each live hand&apos;s (total, kind, bubble text, strong), as last worked out. what the hands&apos; places were worked out from, and the places and scales. the scene rects the bets&apos; stacks cover, by box, and each stack&apos;s own point. how much smaller than full size the hands are drawn (a crowded table shrinks them) work that can wait until the view has shown the answer to a click (then None) the animation moving each hand, and where to.</extracomment>
        <translation>ZU</translation>
    </message>
    <message>
        <source>Limits %1 – %2</source>
        <translation>Limits %1 – %2</translation>
    </message>
    <message>
        <source>BUST</source>
        <translation>BUST</translation>
    </message>
    <message>
        <source>BLACK JACK</source>
        <translation>BLACK JACK</translation>
    </message>
    <message>
        <source>COLOUR</source>
        <translation>COLOUR</translation>
    </message>
    <message>
        <source>SWISS</source>
        <translation>SWISS</translation>
    </message>
    <message>
        <source>%1 %2 TO 1</source>
        <translation>%1 %2 ZU 1</translation>
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
        <translation>Croupier zieht</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Schlitten</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>House this round: %1</source>
        <translation>Haus in diesem Spiel: %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Stand-off</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>betting</source>
        <extracomment>the round&apos;s phases (trainer.core.procedure.vocabulary.Phase) as the replay names them.</extracomment>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>erstes Austeilen</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>Versicherung angeboten</translation>
    </message>
    <message>
        <source>insurance open</source>
        <translation>Versicherung offen</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black Jack auszahlen</translation>
    </message>
    <message>
        <source>the boxes play</source>
        <translation>die Boxen spielen</translation>
    </message>
    <message>
        <source>dealer draws</source>
        <translation>Croupier zieht</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>Abrechnung der Versicherungen</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <extracomment>a hand&apos;s notes (trainer.progress.replay.table_text).</extracomment>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drei Siebenen</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>gedoppelt</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>steht</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>abgeräumt</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>a bet&apos;s state (trainer.progress.replay.BetView.status).</extracomment>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>Bonus ausbezahlt</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>ausbezahlt</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>eingezogen</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>Stand-off</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <source>Sessions before that, by month</source>
        <translation>Sitzungen davor, nach Monat</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Earlier sessions, by week</source>
        <translation>Frühere Sitzungen, nach Woche</translation>
    </message>
    <message>
        <source>The last {count} sessions</source>
        <translation>Die letzten {count} Sitzungen</translation>
    </message>
    <message>
        <source>Training report: {name}</source>
        <extracomment>table cell padding in CSS pixels (1/96 inch, about 1 mm).</extracomment>
        <translation>Trainingsbericht: {name}</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Training report</source>
        <translation>Trainingsbericht</translation>
    </message>
    <message>
        <source>Sessions from {first} to {last}</source>
        <translation>Sitzungen vom {first} bis {last}</translation>
    </message>
    <message>
        <source>No sessions recorded yet</source>
        <translation>Noch keine Sitzungen gespeichert</translation>
    </message>
    <message>
        <source>Report made on {date}</source>
        <translation>Bericht erstellt am {date}</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Rounds dealt</source>
        <translation>Ausgeteilte Spiele</translation>
    </message>
    <message>
        <source>Rounds without a mistake</source>
        <translation>Spiele ohne Fehler</translation>
    </message>
    <message>
        <source>Dealer actions</source>
        <translation>Handlungen des Croupiers</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Accuracy (right actions)</source>
        <translation>Genauigkeit (richtige Handlungen)</translation>
    </message>
    <message>
        <source>Time dealing</source>
        <translation>Zeit am Tisch</translation>
    </message>
    <message>
        <source>Average time per round</source>
        <translation>Durchschnittszeit pro Spiel</translation>
    </message>
    <message>
        <source>Average time per action</source>
        <translation>Durchschnittszeit pro Handlung</translation>
    </message>
    <message>
        <source>Payout drill answers right</source>
        <translation>Richtige Antworten in Auszahlungsübungen</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Schwächste Ablaufpunkte</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Ablaufpunkt</translation>
    </message>
    <message>
        <source>Rounds affected</source>
        <translation>Betroffene Spiele</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Häufigster Fehler</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Keine Fehler gespeichert.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>Progress per week</source>
        <translation>Fortschritt pro Woche</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Time per action</source>
        <translation>Zeit pro Handlung</translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation>Fehler nach Art</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Die Regel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Auszahlungsübungen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Zeit pro Antwort</translation>
    </message>
    <message>
        <source>Accuracy is the share of the dealer actions that were right. Procedure points group the mistake codes of the dealer procedure.</source>
        <translation>Die Trefferquote ist der Anteil der richtigen Handlungen des Croupiers. Die Ablaufpunkte fassen die Fehlercodes des Croupier-Ablaufs zusammen.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Right (last)</source>
        <translation>Richtig (zuletzt)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Mastered: {rule}, each within its target time (per dealer action in a round, per answer in a drill).</source>
        <translation>Beherrscht: {rule}, jedes innerhalb seiner Zielzeit (pro Handlung des Croupiers im Spiel, pro Antwort in einer Übung).</translation>
    </message>
    <message>
        <source>Not practised yet: {skills}.</source>
        <translation>Noch nicht geübt: {skills}.</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>Spiele ohne Fehler</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>Sekunden pro Handlung</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Your name and password, as on your sign-in slip:</source>
        <translation>Ihr Name und Passwort, wie auf Ihrem Anmeldezettel:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Falscher Name oder falsches Passwort.</translation>
    </message>
</context>
<context>
    <name>States</name>
    <message>
        <source>Bets are placed: call no more bets.</source>
        <extracomment>machine state -&gt; what the dealer is doing now.</extracomment>
        <translation>Die Einsätze liegen: «Nichts geht mehr» ansagen.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, the dealer&apos;s card, a second card to each box.</source>
        <translation>Erstes Austeilen: eine Karte an jede Box, die Karte des Croupiers, eine zweite Karte an jede Box.</translation>
    </message>
    <message>
        <source>The dealer shows an ace.</source>
        <translation>Der Croupier zeigt ein Ass.</translation>
    </message>
    <message>
        <source>Insurance is open: check each insurance (refuse one over half the bet), pay even money, then close insurance.</source>
        <translation>Die Versicherung ist offen: jede Versicherung prüfen (über dem halben Einsatz ablehnen), Even Money zahlen, dann die Versicherung schliessen.</translation>
    </message>
    <message>
        <source>The dealer shows 2-9.</source>
        <translation>Der Croupier zeigt 2-9.</translation>
    </message>
    <message>
        <source>The boxes play, left to right.</source>
        <translation>Die Boxen spielen, von links nach rechts.</translation>
    </message>
    <message>
        <source>Every box has finished: the dealer&apos;s hand.</source>
        <translation>Alle Boxen sind fertig: die Hand des Croupiers.</translation>
    </message>
    <message>
        <source>Settle the insurance bets.</source>
        <translation>Die Versicherungseinsätze abrechnen.</translation>
    </message>
    <message>
        <source>Settle counter-clockwise, then end the round.</source>
        <translation>Im Gegenuhrzeigersinn abrechnen, dann das Spiel beenden.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The boxes play round the table: one card a hand, box 1 to the last, then round again.</source>
        <extracomment>the boxes&apos; play in a house that deals extra cards round the table (hit_order).</extracomment>
        <translation>Die Boxen spielen reihum: eine Karte pro Hand, Box 1 bis zur letzten, dann wieder von vorn.</translation>
    </message>
    <message>
        <source>The first deal is done: settle the 21+3 bets, from your right, before anything else.</source>
        <extracomment>the first deal is done but its 21+3 bets are still on the table: they come first.</extracomment>
        <translation>Das erste Austeilen ist fertig: die 21+3-Einsätze von Ihrer Rechten aus abrechnen, vor allem anderen.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, a second card to each box, then the dealer&apos;s card.</source>
        <extracomment>the first deal of a house that gives every box its two cards before the dealer&apos;s one (deal_order boxes_boxes_dealer, the Swiss house).</extracomment>
        <translation>Erstes Austeilen: eine Karte an jede Box, eine zweite Karte an jede Box, dann die Karte des Croupiers.</translation>
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
        <translation>Drei Siebenen</translation>
    </message>
    <message>
        <source>Bust %1</source>
        <translation>Überkauft %1</translation>
    </message>
</context>
<context>
    <name>TerminalTexts</name>
    <message>
        <source>The dealer</source>
        <translation>Der Croupier</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Croupier</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drei Siebenen</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>asks for a card</source>
        <translation>verlangt eine Karte</translation>
    </message>
    <message>
        <source>asks to double</source>
        <translation>will doppeln</translation>
    </message>
    <message>
        <source>asks to split</source>
        <translation>will teilen</translation>
    </message>
    <message>
        <source>asks: {wish}</source>
        <translation>verlangt: {wish}</translation>
    </message>
    <message>
        <source>Card to the dealer: {card}   (dealer: {hand})</source>
        <translation>Karte an den Croupier: {card}   (Croupier: {hand})</translation>
    </message>
    <message>
        <source>Card to {place}: {card}   ({place}: {hand})</source>
        <translation>Karte an {place}: {card}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Pay {bet} ({stake}): {amount}   ({on})</source>
        <translation>Auszahlen an {bet} ({stake}): {amount}   ({on})</translation>
    </message>
    <message>
        <source>Collect {bet} ({stake})   ({on})</source>
        <translation>{bet} ({stake}) einziehen   ({on})</translation>
    </message>
    <message>
        <source>Push {bet} ({stake})   ({on})</source>
        <translation>Stand-off: {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Double {place}   ({place}: {hand})</source>
        <translation>{place} doppeln   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Split {place}   ({place}: {hand})</source>
        <translation>{place} teilen   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Refuse the request of {place}</source>
        <translation>Den Wunsch von {place} ablehnen</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Nichts geht mehr.</translation>
    </message>
    <message>
        <source>Offer insurance.</source>
        <translation>Versicherung anbieten.</translation>
    </message>
    <message>
        <source>Close insurance.</source>
        <translation>Versicherung schliessen.</translation>
    </message>
    <message>
        <source>End of the round.</source>
        <translation>Ende des Spiels.</translation>
    </message>
    <message>
        <source>{house}: a random round (seed {seed}) dealt by the book.</source>
        <translation>{house}: ein zufälliges Spiel (Seed {seed}) nach Vorschrift gegeben.</translation>
    </message>
    <message>
        <source>Bets: {bets}</source>
        <translation>Einsätze: {bets}</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Croupier: {hand}</translation>
    </message>
    <message>
        <source>House result: {amount}</source>
        <translation>Ergebnis des Hauses: {amount}</translation>
    </message>
</context>
<context>
    <name>Trains</name>
    <message>
        <source>dealing order</source>
        <extracomment>a pack scenario&apos;s procedure point -&gt; what it trains, in words.</extracomment>
        <translation>Kartenreihenfolge</translation>
    </message>
    <message>
        <source>Black Jack paid at once</source>
        <translation>Black Jack sofort bezahlt</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drei Siebenen</translation>
    </message>
    <message>
        <source>insurance and even money</source>
        <translation>Versicherung und Even Money</translation>
    </message>
    <message>
        <source>settlement order</source>
        <translation>Abrechnungsreihenfolge</translation>
    </message>
    <message>
        <source>splits and doubles</source>
        <translation>Teilen und Doppeln</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>Nebenwetten</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>insurance on %1: %2 x %3 = %4</source>
        <extracomment>house currency -&gt; how its house writes a sum: the text around the amount, and the decimal mark and thousands separator of the house&apos;s own convention where it has one (the Swiss house writes &quot;Fr. 1&apos;037.50&quot; whatever the window&apos;s language); None: the language&apos;s own. decimal mark and thousands separator per language, where Qt is not loaded (the same as QLocale&apos;s for these languages; the no-break space keeps &quot;1 500&quot; on one line). figure kind -&gt; its sentence (%1, %2 ... the figure&apos;s values in order).</extracomment>
        <translation>Versicherung auf %1: %2 x %3 = %4</translation>
    </message>
    <message>
        <source>three sevens bonus: %1 x %2 = %3</source>
        <translation>Bonus drei Siebenen: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>even money: %1 x %2 = %3</source>
        <translation>Even Money: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>Black Jack: %1 x %2 = %3</source>
        <translation>Black Jack: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>win: %1 x %2 = %3</source>
        <translation>Gewinn: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance</source>
        <translation>der Croupier zeigt %1: keine Versicherung</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance at %2</source>
        <translation>der Croupier zeigt %1: keine Versicherung bei %2</translation>
    </message>
    <message>
        <source>the dealer shows %1: %2</source>
        <translation>der Croupier zeigt %1: %2</translation>
    </message>
    <message>
        <source>dealer %1: the dealer draws (draws below %2)</source>
        <translation>Croupier %1: der Croupier zieht (zieht unter %2)</translation>
    </message>
    <message>
        <source>dealer %1: the dealer stands (draws below %2)</source>
        <translation>Croupier %1: der Croupier steht (zieht unter %2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3, bust: collect its bets now</source>
        <translation>%1: %2 = %3, überkauft: die Einsätze jetzt einziehen</translation>
    </message>
    <message>
        <source>%1: %2 against the dealer&apos;s %3 → %4</source>
        <translation>%1: %2 gegen %3 des Croupiers → %4</translation>
    </message>
    <message>
        <source>7+7+7 on the holder&apos;s first three cards: every bet on the box is paid at once</source>
        <translation>7+7+7 auf den ersten drei Karten des Inhabers: jeder Einsatz der Box wird sofort bezahlt</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>richtig: %1</translation>
    </message>
    <message>
        <source>, paid %1 (rounded down to a multiple of %2)</source>
        <translation>, ausbezahlt %1 (abgerundet auf ein Vielfaches von %2)</translation>
    </message>
    <message>
        <source>bet %1 → insurance up to %2</source>
        <translation>Einsatz %1 → Versicherung bis %2</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>pay</source>
        <extracomment>a settling verb as the end of a worked outcome (&quot;box 3: 18 against the dealer&apos;s 17 → pay&quot;).</extracomment>
        <translation>zahlen</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>einziehen</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Stand-off</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>how long the order arrows stay on the table.</extracomment>
        <translation>Warum</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
</context>
</TS>
