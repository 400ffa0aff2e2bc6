import { contactEmails, website } from '../../support/contacts'
import type { LegalSection } from '../document'

/** Términos del servicio, secciones 11 a 19 (spec 001 §2.7). */
export const termsEs2: readonly LegalSection[] = [
  {
    id: 'termination',
    title: 'Terminación',
    blocks: [
      'Podés dejar de usar Billetera cuando quieras y borrar sus datos de tu dispositivo; tus fondos siguen en la cadena de bloques y podés acceder a ellos con tu frase semilla desde otra billetera. Podemos suspender o discontinuar el servicio, o partes de él, en cualquier momento; como no custodiamos tus fondos, eso no afecta tu acceso a ellos.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Exclusión de garantías',
    blocks: [
      'El servicio se ofrece «tal cual» y «según disponibilidad». En la medida que lo permita la ley, no garantizamos que funcione sin interrupciones ni errores, que los datos de terceros (precios, tasas, inflación) sean exactos, ni que una transacción se confirme.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitación de responsabilidad',
    blocks: [
      'En la medida que lo permita la ley, no respondemos por daños indirectos, lucro cesante ni pérdida de fondos derivada de tu uso del servicio, de terceros o de las redes. Nuestra responsabilidad total no superará lo que nos hayas pagado por el servicio en los 12 meses anteriores al reclamo, que normalmente es cero.',
      'Nada en estos términos limita los derechos irrenunciables que te reconoce la Ley 24.240 de Defensa del Consumidor ni la responsabilidad por dolo o culpa grave.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnidad',
    blocks: [
      'Te comprometés a mantenernos indemnes frente a reclamos de terceros, daños y gastos razonables (incluidos honorarios legales) que resulten de tu incumplimiento de estos términos, de la ley o de derechos de terceros.',
    ],
  },
  {
    id: 'governingLaw',
    title: 'Ley aplicable y resolución de conflictos',
    blocks: [
      'Estos términos se rigen por las leyes de la República Argentina. Ante un conflicto, primero intentaremos resolverlo de buena fe: escribinos y negociaremos durante al menos 30 días.',
      'Si no hay acuerdo, el conflicto se resolverá por arbitraje obligatorio en la Ciudad Autónoma de Buenos Aires, solo de forma individual: no se admiten demandas colectivas ni acciones de clase. Esto no te impide acudir a las autoridades de defensa del consumidor ni a los tribunales de tu domicilio cuando la ley te lo garantice.',
    ],
  },
  {
    id: 'severability',
    title: 'Divisibilidad',
    blocks: [
      'Si una cláusula de estos términos resulta inválida o inaplicable, se aplicará en la medida máxima permitida y el resto seguirá vigente.',
    ],
  },
  {
    id: 'changes',
    title: 'Cambios a los términos',
    blocks: [
      'Podemos modificar estos términos. La versión nueva lleva una nueva fecha de vigencia; si el cambio es significativo, te lo avisamos en la aplicación antes de que rija. Conservamos las versiones anteriores y te las enviamos si las pedís. Si seguís usando el servicio después de la fecha de vigencia, aceptás la versión nueva.',
    ],
  },
  {
    id: 'contact',
    title: 'Contacto',
    blocks: [
      {
        list: [
          `Consultas legales: ${contactEmails.legal}`,
          `Soporte: ${contactEmails.support}`,
          `Sitio web: ${website}`,
        ],
      },
    ],
  },
  {
    id: 'entireAgreement',
    title: 'Acuerdo completo',
    blocks: [
      'Estos términos, junto con la Política de privacidad, forman el acuerdo completo entre vos y Billetera sobre el servicio, y reemplazan cualquier acuerdo o comunicación anterior sobre el mismo tema.',
    ],
  },
]
