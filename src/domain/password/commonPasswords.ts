/**
 * The most common passwords in leaked-password lists (the worldwide top lists and the Spanish-speaking
 * ones: Argentina, Spain, Mexico), lowercased. Words shorter than 8 characters are here as well because
 * people pad them with digits ('password1', 'boca1234'); `passwordStrength` strips such padding before it
 * looks a password up.
 */
const LIST = `
12345678 123456789 1234567890 0123456789 87654321 987654321 9876543210
11111111 111111111 1111111111 00000000 000000000 22222222 33333333 44444444
55555555 66666666 77777777 88888888 99999999 12341234 12121212 11223344
123123123 12344321 123456123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx
qwertyui qwertyuiop qwerty123 qwerty12 asdfghjk asdfghjkl zxcvbnm1 zxcvbnm
qazwsxedc qweasdzxc asdf1234 abcd1234 abc12345 abcdefgh abcdefg1 a1b2c3d4
aaaaaaaa q1w2e3r4 1234qwer qwer1234 poiuytre mnbvcxz 147258369 159753
741852963 789456123 456789123 123654789 1029384756 azertyui azerty
qwerty asdfgh asdf qwer abc abcd abcde abcdef abc123 qweqwe ñandu
password passw0rd p@ssw0rd p@ssword pass passwort pass1234 password1
iloveyou iloveu letmein welcome welcome1 sunshine princess football baseball
basketball soccer dragon monkey master shadow superman batman trustno1
whatever starwars pokemon computer internet michael jennifer jordan jordan23
charlie michelle jessica ashley daniel thomas hunter hunter2 killer
freedom mustang harley ranger buster tigger cookie summer winter spring
autumn flower butterfly lovely loveme love lover secret secreto admin
administrator administrador root toor changeme default guest login access
test test1234 testing temp temporal hello hellohello helloworld google
facebook youtube instagram twitter whatsapp microsoft apple samsung nokia
bitcoin ethereum crypto wallet metamask blockchain satoshi money dinero
mypassword newpassword yourpassword qwertyqwerty baby babygirl angel angels
family friends forever liverpool chelsea arsenal manchester barcelona
realmadrid madrid juventus matrix nirvana metallica naruto minecraft
fortnite roblox peanut chocolate cheese banana orange purple yellow
silver golden diamond pepper ginger maggie buddy lucky jasmine nicole
matthew andrew joshua anthony robert william george jackson taylor
samantha elizabeth victoria alexander alexandra christian qwerty1
contraseña contrasena contraseña1 contrasena1 clave clave123 miclave
micontraseña micontrasena nuevaclave password123 argentina argentina1 argentino
buenosaires cordoba rosario mendoza tucuman lapampa patagonia bocajuniors
boca bocajrs bocaboca riverplate river racing racingclub independiente
sanlorenzo huracan estudiantes velez newells talleres belgrano maradona
diego10 messi messi10 leomessi lionelmessi campeon campeones mundial
seleccion albiceleste españa espana mexico colombia uruguay chile
peru venezuela paraguay bolivia ecuador america latinoamerica teamo teamo123
tequiero tequieromucho amor amorcito miamor mivida micorazon corazon
amoramor hola holahola hola1234 holamundo chau gracias dios diosesamor
jesus jesucristo cristo maria mariana mariano mariposa princesa princesita
bonita hermosa lindo linda gatito perrito perro gato familia amigos
amistad felicidad libertad futbol futbol10 pelota fernando fernanda
alejandro alejandra santiago valentina valentino martina sofia camila
lucas mateo juan juancarlos juanpablo carlos carolina gabriela gabriel
daniela florencia agustin agustina nicolas facundo franco federico gonzalo
sebastian martin pablo javier ricardo roberto eduardo sergio claudia
patricia silvia graciela gustavo marcelo alberto antonio jose josefina
manuel miguel rodrigo tomas lautaro joaquin benjamin emilia catalina
abcdario abecedario qwertyñ asdfghjklñ mama papa mamama mamita papito
abuela abuelo hijo hija hermano hermana billetera bitcoinargentina
banco bancos usuario usuario1 clavesegura seguridad nose nosenose
cualquiera ninguna entrar ingresar bienvenido bienvenida sol luna
estrella cielo tango mate asado gaucho pampa malvinas lasmalvinas
`

/** The list as a set, for lookups. */
export const commonPasswords: ReadonlySet<string> = new Set(LIST.trim().split(/\s+/))
